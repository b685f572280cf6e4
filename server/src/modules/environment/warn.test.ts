import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_THRESHOLDS, warnFlags, windLevel } from './warn';

const calm = { tsp: 120, pm10: 60, pm25: 30, noise: 50, temperature: 20, windSpeed: 2, windLv: 2 };
const NOON = '2026-11-23 12:00:00';

describe('environmental warn flags', () => {
  it('raises no flag for readings within the thresholds', () => {
    expect(Object.values(warnFlags(calm, NOON))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('flags dust, temperature and wind past their thresholds', () => {
    const flags = warnFlags(
      { tsp: 301, pm10: 151, pm25: 76, noise: 50, temperature: 35.5, windSpeed: 10.8, windLv: 6 },
      NOON,
    );
    expect(flags).toEqual({
      tspWarn: 1,
      pm10Warn: 1,
      pm25Warn: 1,
      noiseWarn: 0,
      temperatureWarn: 1,
      windSpeedWarn: 1,
      windLvWarn: 1,
    });
  });

  it('takes a value equal to a dust threshold as within it', () => {
    const { tsp, pm10, pm25 } = ENVIRONMENT_THRESHOLDS;
    expect(warnFlags({ ...calm, tsp, pm10, pm25 }, NOON)).toMatchObject({
      tspWarn: 0,
      pm10Warn: 0,
      pm25Warn: 0,
    });
  });

  it('uses the day noise limit from 06:00 and the night limit from 22:00', () => {
    const noisy = { ...calm, noise: 60 };
    expect(warnFlags(noisy, '2026-11-23 06:00:00').noiseWarn).toBe(0);
    expect(warnFlags(noisy, '2026-11-23 21:50:00').noiseWarn).toBe(0);
    expect(warnFlags(noisy, '2026-11-23 22:00:00').noiseWarn).toBe(1);
    expect(warnFlags(noisy, '2026-11-23 05:50:00').noiseWarn).toBe(1);
    expect(warnFlags({ ...calm, noise: 71 }, NOON).noiseWarn).toBe(1);
  });
});

describe('wind level', () => {
  it('follows the Beaufort scale', () => {
    expect(windLevel(0)).toBe(0);
    expect(windLevel(1.5)).toBe(1);
    expect(windLevel(5.5)).toBe(4);
    expect(windLevel(10.7)).toBe(5);
    expect(windLevel(10.8)).toBe(6);
    expect(windLevel(13.8)).toBe(6);
    expect(windLevel(40)).toBe(12);
  });
});
