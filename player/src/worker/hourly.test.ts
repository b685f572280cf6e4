import { describe, expect, it } from 'vitest';
import { hourlyTotals } from './hourly';

describe('hourly totals', () => {
  it('sums each field per hour over the 24 hours, blank after the latest hour answered', () => {
    const rows = [
      { hour: 8, workerCount: 96, managerCount: 10 },
      { hour: '7', workerCount: '40', managerCount: 5 },
      { hour: 9, workerCount: 120, managerCount: null },
      { hour: 9, workerCount: 4, managerCount: 2 },
      { hour: 24, workerCount: 999 },
      { workerCount: 999 },
    ];
    const totals = hourlyTotals(rows, ['workerCount', 'managerCount']);
    expect(totals.categories).toHaveLength(24);
    expect(totals.categories.slice(7, 10)).toEqual(['07:00', '08:00', '09:00']);
    expect(totals.series[0].slice(0, 11)).toEqual([0, 0, 0, 0, 0, 0, 0, 40, 96, 124, null]);
    expect(totals.series[1].slice(7, 10)).toEqual([5, 10, 2]);
  });

  it('has only blank hours without rows', () => {
    expect(hourlyTotals([], ['inCount']).series[0].every((value) => value === null)).toBe(true);
  });
});
