import dayjs from 'dayjs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { es } from '../../../app/i18n/locales/es';
import { defaultCurveDays, fitsCurve, windText } from './readings';

describe('dust and noise curve periods', () => {
  const today = dayjs('2026-11-25');

  it('opens on today, the last two days or the last thirty by step', () => {
    expect(defaultCurveDays('minute', today)).toEqual(['2026-11-25', '2026-11-25']);
    expect(defaultCurveDays('hour', today)).toEqual(['2026-11-24', '2026-11-25']);
    expect(defaultCurveDays('day', today)).toEqual(['2026-10-27', '2026-11-25']);
  });

  it('keeps each step within what the server draws', () => {
    expect(fitsCurve('minute', ['2026-11-24', '2026-11-25'])).toBe(true);
    expect(fitsCurve('minute', ['2026-11-23', '2026-11-25'])).toBe(false);
    expect(fitsCurve('hour', ['2026-11-01', '2026-11-25'])).toBe(true);
    expect(fitsCurve('day', ['2026-11-25', '2026-11-24'])).toBe(false);
  });
});

describe("the wind direction's words", () => {
  it("says a reported direction in the user's language, another as it came", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'es', resources: { es: { translation: es } } });
    expect(windText('西北', i18n.t)).toBe('Noroeste');
    expect(windText('静风', i18n.t)).toBe('静风');
  });
});
