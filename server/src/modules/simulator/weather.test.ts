import { describe, expect, it } from 'vitest';
import { simulatedWeather } from './weather';

const at = (text: string) => new Date(text).getTime();

describe('simulated weather', () => {
  it('gives one forecast a whole day, a high above the low, near the month of the year', () => {
    const morning = simulatedWeather(at('2026-07-15T06:00:00'), '杭州市');
    const evening = simulatedWeather(at('2026-07-15T22:00:00'), '杭州市');
    expect(evening).toEqual(morning);
    expect(morning).toMatchObject({ city: '杭州市', week: '星期三' });
    expect(Number(morning.tem1)).toBeGreaterThan(Number(morning.tem2));
    expect(Number(morning.tem1)).toBeGreaterThanOrEqual(30);
    expect(Number(simulatedWeather(at('2026-01-15T12:00:00'), '').tem1)).toBeLessThan(15);
    expect(['晴', '多云', '阴', '小雨']).toContain(morning.wea);
  });

  it('changes from day to day', () => {
    const days = Array.from({ length: 14 }, (_, day) =>
      JSON.stringify(simulatedWeather(at(`2026-04-${String(day + 1).padStart(2, '0')}T12:00:00`), '')),
    );
    expect(new Set(days).size).toBeGreaterThan(7);
  });
});
