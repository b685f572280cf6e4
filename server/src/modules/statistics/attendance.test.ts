import { describe, expect, it } from 'vitest';
import type { Headcount } from '../person/queries';
import { areaAttendanceRows, attendanceRate, attendanceSummary, inAreas } from './attendance';
import { type Movement, presenceCounts } from './presence';

const record = (
  personId: string,
  entryExitType: '1' | '2',
  areaId: string,
  personType: Movement['personType'] = 'WORKER',
): Movement => ({
  personId,
  personType,
  areaId,
  entryExitType,
  recordTime: `2026-03-05 ${entryExitType === '1' ? '07' : '17'}:00:00`,
});

const headcount = (
  areaId: string | null,
  personType: Headcount['personType'],
  registered: number,
  onJob: number,
): Headcount => ({
  areaId,
  personType,
  registered,
  onJob,
});

describe('attendance rate', () => {
  it('is a percent with two decimals at most', () => {
    expect(attendanceRate(2, 3)).toBe(66.67);
    expect(attendanceRate(1, 8)).toBe(12.5);
    expect(attendanceRate(5, 5)).toBe(100);
  });

  it('is 0 without anyone on the job and never above 100', () => {
    expect(attendanceRate(3, 0)).toBe(0);
    expect(attendanceRate(7, 5)).toBe(100);
  });
});

describe('area filter', () => {
  it('takes every row without areas, else the rows of those areas only', () => {
    expect(inAreas([])({ areaId: null })).toBe(true);
    expect(inAreas(['a'])({ areaId: 'a' })).toBe(true);
    expect(inAreas(['a'])({ areaId: 'b' })).toBe(false);
    expect(inAreas(['a'])({ areaId: null })).toBe(false);
  });
});

describe('attendance summary', () => {
  it('counts the people seen, inside and gone, against those on the job; visitors are left out', () => {
    const summary = attendanceSummary(
      presenceCounts([
        record('w1', '1', 'a'),
        record('w2', '1', 'a'),
        record('w2', '2', 'a'),
        record('m1', '1', 'b', 'MANAGER'),
        record('v1', '1', 'a', 'OTHER'),
      ]),
      [headcount('a', 'WORKER', 5, 4), headcount('b', 'MANAGER', 2, 2), headcount('a', 'OTHER', 1, 1)],
    );
    expect(summary).toEqual({
      onJobCount: 6,
      entryPersonAmount: 3,
      entryWorkerCount: 2,
      entryManagerCount: 1,
      inCount: 2,
      outCount: 1,
      attendanceRate: 50,
    });
  });
});

describe('area attendance rows', () => {
  it('gives each area its team members and the people at its gates', () => {
    const rows = areaAttendanceRows(
      [
        { areaId: 'a', areaName: '施工区' },
        { areaId: 'b', areaName: '办公区' },
      ],
      [headcount('a', 'WORKER', 5, 4), headcount('b', 'MANAGER', 2, 2), headcount(null, 'WORKER', 3, 3)],
      [
        { areaId: 'a', inside: 1, left: 1 },
        { areaId: 'b', inside: 1, left: 0 },
        { areaId: 'c', inside: 4, left: 0 },
      ],
    );
    expect(rows).toEqual([
      { areaIdList: ['a'], areaName: '施工区', sumCount: 5, inJobCount: 4, inNum: 1, outNum: 1, rate: 50 },
      { areaIdList: ['b'], areaName: '办公区', sumCount: 2, inJobCount: 2, inNum: 1, outNum: 0, rate: 50 },
    ]);
  });
});
