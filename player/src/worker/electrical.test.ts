import { describe, expect, it } from 'vitest';
import { electricalSeries, electricalTotals, warningCounts } from './electrical';

const day = {
  sumElectricity: 182.456,
  sumLeakageElectricity: 31,
  hourDataMap: {
    '0': { hourSumElectricity: 3.2, hourSumLeakageElectricity: 12 },
    '2': { hourSumElectricity: 4.005, hourSumLeakageElectricity: 15 },
    '1': { hourSumElectricity: 2.5, hourSumLeakageElectricity: 11 },
  },
  dayDataMap: {},
  tCount: 2,
  otCount: 1,
  vLCount: 0,
  lVCount: 3,
  hVCount: 4,
  areaDataMap: { 生活区: 40.5, 办公区: 96.25, 施工区: 45.7 },
};

const month = {
  ...day,
  hourDataMap: {},
  dayDataMap: {
    '2024-05-02': { daySumElectricity: 410.2, daySumLeakageElectricity: 20 },
    '2024-05-01': { daySumElectricity: 380, daySumLeakageElectricity: 18 },
  },
};

describe('electrical shaping', () => {
  it('gives the day as 24 hours, blank after the latest answered hour', () => {
    const series = electricalSeries(day, 'day', 'electricity');
    expect(series.categories).toHaveLength(24);
    expect(series.categories.slice(0, 3)).toEqual(['00:00', '01:00', '02:00']);
    expect(series.values.slice(0, 4)).toEqual([3.2, 2.5, 4.01, null]);
    expect(electricalSeries(day, 'day', 'leakage').values.slice(0, 3)).toEqual([12, 11, 15]);
  });

  it('gives the month as its days in date order', () => {
    expect(electricalSeries(month, 'month', 'electricity')).toEqual({
      categories: ['05-01', '05-02'],
      values: [380, 410.2],
    });
    expect(electricalSeries(month, 'month', 'leakage').values).toEqual([18, 20]);
  });

  it('has no series for an answer without data', () => {
    expect(electricalSeries(null, 'day', 'electricity').categories).toEqual([]);
    expect(electricalSeries({}, 'month', 'leakage').categories).toEqual([]);
  });

  it('counts the five warning kinds in order', () => {
    expect(warningCounts(day)).toEqual({
      categories: ['tCount', 'otCount', 'vLCount', 'lVCount', 'hVCount'],
      values: [2, 1, 0, 3, 4],
    });
    expect(warningCounts(null)).toBeNull();
  });

  it('sums electricity and leakage and ranks the areas', () => {
    expect(electricalTotals(day)).toEqual({
      electricity: 182.46,
      leakage: 31,
      areas: { categories: ['办公区', '施工区', '生活区'], values: [96.25, 45.7, 40.5] },
    });
  });
});
