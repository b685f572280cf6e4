import { describe, expect, it } from 'vitest';
import { dailyTotals } from './ThroughChart';

const row = (statDate: string, plateColor: number, inCount: number, outCount: number) => ({
  rowId: `${statDate}:${plateColor}`,
  statDate,
  plateColor,
  inCount,
  outCount,
  totalCount: inCount + outCount,
  vehicleCount: 1,
});

describe('dailyTotals', () => {
  it('adds the plate colours of each day together, oldest day first', () => {
    expect(
      dailyTotals([row('2026-11-25', 1, 3, 1), row('2026-11-24', 2, 5, 5), row('2026-11-25', 2, 2, 4)]),
    ).toEqual([
      ['2026-11-24', { inCount: 5, outCount: 5 }],
      ['2026-11-25', { inCount: 5, outCount: 5 }],
    ]);
  });
});
