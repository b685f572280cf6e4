import { describe, expect, it } from 'vitest';
import { chartDay, hourlyRows, hourOf, lastBegunHour } from './hourly';
import type { Movement } from './presence';

const record = (
  personId: string,
  entryExitType: '1' | '2',
  time: string,
  personType: Movement['personType'] = 'WORKER',
): Movement => ({
  personId,
  personType,
  areaId: null,
  entryExitType,
  recordTime: `2026-03-05 ${time}`,
});

const NOW = new Date(2026, 2, 5, 14, 20, 0);

describe('the chart day', () => {
  it('is today for the current month or no month', () => {
    expect(chartDay('2026-03', NOW)).toBe('2026-03-05');
    expect(chartDay(undefined, NOW)).toBe('2026-03-05');
  });

  it('is the last day of another month', () => {
    expect(chartDay('2026-02', NOW)).toBe('2026-02-28');
    expect(chartDay('2024-02', NOW)).toBe('2024-02-29');
    expect(chartDay('2025-12', NOW)).toBe('2025-12-31');
  });

  it('has begun up to the current hour today, wholly in the past, not at all in the future', () => {
    expect(lastBegunHour('2026-03-05', NOW)).toBe(14);
    expect(lastBegunHour('2026-02-28', NOW)).toBe(23);
    expect(lastBegunHour('2026-03-31', NOW)).toBe(-1);
  });
});

describe('hour buckets', () => {
  it('reads the hour of a record time', () => {
    expect(hourOf('2026-03-05 00:00:00')).toBe(0);
    expect(hourOf('2026-03-05 23:59:59')).toBe(23);
  });

  it('counts entries and exits per hour and the people inside at the end of each hour', () => {
    const rows = hourlyRows(
      [
        record('w1', '1', '07:05:00'),
        record('m1', '1', '07:59:59', 'MANAGER'),
        record('w2', '1', '08:10:00'),
        record('w1', '2', '11:45:00'),
        record('w1', '1', '12:50:00'),
      ],
      14,
    );
    expect(rows).toHaveLength(24);
    expect(rows.map((row) => row.hour)).toEqual([...Array(24).keys()]);
    expect(rows[6]).toEqual({
      hour: 6,
      workerCount: 0,
      managerCount: 0,
      inCount: 0,
      outCount: 0,
      verifyCount: 0,
    });
    expect(rows[7]).toEqual({
      hour: 7,
      workerCount: 1,
      managerCount: 1,
      inCount: 2,
      outCount: 0,
      verifyCount: 2,
    });
    expect(rows[8]).toMatchObject({ workerCount: 2, managerCount: 1, inCount: 1 });
    expect(rows[11]).toMatchObject({ workerCount: 1, managerCount: 1, outCount: 1, verifyCount: 1 });
    expect(rows[12]).toMatchObject({ workerCount: 2, managerCount: 1, inCount: 1 });
    expect(rows[14]).toMatchObject({ workerCount: 2, managerCount: 1 });
  });

  it('leaves the hours that have not begun at zero', () => {
    const rows = hourlyRows([record('w1', '1', '07:05:00')], 9);
    expect(rows[9].workerCount).toBe(1);
    expect(rows[10].workerCount).toBe(0);
    expect(hourlyRows([record('w1', '1', '07:05:00')], -1).every((row) => row.workerCount === 0)).toBe(true);
  });
});
