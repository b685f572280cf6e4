import { describe, expect, it } from 'vitest';
import { lastDays, vehicleOverview } from './overview';

const fleets = [
  { fleetId: 'f1', mcName: '渣土车队', vehicleCount: 3 },
  { fleetId: 'f2', mcName: '商砼车队', vehicleCount: 2 },
];
const days = ['2026-11-22', '2026-11-23'];

describe('vehicle overview', () => {
  it('counts plates and fleets inside, fleet or not', () => {
    const overview = vehicleOverview(
      [
        { licensePlate: '浙A·11111', fleetId: 'f1' },
        { licensePlate: '浙A·22222', fleetId: 'f1' },
        { licensePlate: '皖B·33333', fleetId: null },
      ],
      fleets,
      [],
      days,
    );
    expect(overview.inLpCount).toBe(3);
    expect(overview.inMcCount).toBe(1);
    expect(overview.mcData).toEqual([
      { mcName: '渣土车队', mcInLpCount: 2, mcLpCount: 3 },
      { mcName: '商砼车队', mcInLpCount: 0, mcLpCount: 2 },
    ]);
  });

  it("puts passages per day and today's into the sums", () => {
    const overview = vehicleOverview(
      [],
      fleets,
      [
        { day: '2026-11-22', direction: 1, count: 5 },
        { day: '2026-11-22', direction: 2, count: 4 },
        { day: '2026-11-23', direction: 1, count: 3 },
        { day: '2026-11-15', direction: 1, count: 9 },
      ],
      days,
    );
    expect(overview.dataMap).toEqual({
      '2026-11-22': { inTrainCount: 5, outTrainCount: 4 },
      '2026-11-23': { inTrainCount: 3, outTrainCount: 0 },
    });
    expect(overview.inTrainSumCount).toBe(3);
    expect(overview.outTrainSumCount).toBe(0);
  });
});

describe('overview days', () => {
  it('ends with today and crosses month ends', () => {
    expect(lastDays(new Date(2026, 2, 2, 9).getTime(), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
