import { describe, expect, it } from 'vitest';
import { daysOfMonth, electricalStats, hoursOfDay } from './stats';

describe('electrical buckets', () => {
  it('has 24 hours and every day of a month, leap years included', () => {
    expect(hoursOfDay()).toHaveLength(24);
    expect(hoursOfDay()[23]).toBe('23');
    expect(daysOfMonth('2026-11')).toHaveLength(30);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-12')[0]).toBe('2026-12-01');
  });

  it('sums areas into hour buckets, fills empty hours with zeros and totals the buckets', () => {
    const stats = electricalStats(
      'hour',
      hoursOfDay(),
      [
        { bucket: '8', areaName: '生活区', electricity: 10.104, leakage: 5 },
        { bucket: '8', areaName: '加工区', electricity: 20.104, leakage: 7.5 },
        { bucket: '9', areaName: '加工区', electricity: 30, leakage: 6 },
      ],
      [],
    );
    expect(stats.hourDataMap['8']).toEqual({ hourSumElectricity: 30.21, hourSumLeakageElectricity: 12.5 });
    expect(stats.hourDataMap['0']).toEqual({ hourSumElectricity: 0, hourSumLeakageElectricity: 0 });
    expect(Object.keys(stats.hourDataMap)).toHaveLength(24);
    expect(stats.dayDataMap).toEqual({});
    expect(stats.sumElectricity).toBe(60.21);
    expect(stats.sumLeakageElectricity).toBe(18.5);
    expect(stats.areaDataMap).toEqual({ 生活区: 10.1, 加工区: 50.1 });
  });

  it('fills day buckets for the month call and ignores rows outside the buckets', () => {
    const stats = electricalStats(
      'day',
      daysOfMonth('2026-11'),
      [
        { bucket: '2026-11-02', areaName: 'A', electricity: 100, leakage: 1 },
        { bucket: '2026-10-31', areaName: 'A', electricity: 999, leakage: 9 },
      ],
      [],
    );
    expect(stats.dayDataMap['2026-11-02'].daySumElectricity).toBe(100);
    expect(Object.keys(stats.dayDataMap)).toHaveLength(30);
    expect(stats.hourDataMap).toEqual({});
    expect(stats.sumElectricity).toBe(100);
  });

  it('counts warnings by kind', () => {
    const stats = electricalStats(
      'hour',
      hoursOfDay(),
      [],
      [
        { warnType: 'temperature', count: 2 },
        { warnType: 'overcurrent', count: 1 },
        { warnType: 'voltageLoss', count: 3 },
        { warnType: 'lowVoltage', count: 4 },
        { warnType: 'highVoltage', count: 5 },
      ],
    );
    expect(stats).toMatchObject({ tCount: 2, otCount: 1, vLCount: 3, lVCount: 4, hVCount: 5 });
  });
});
