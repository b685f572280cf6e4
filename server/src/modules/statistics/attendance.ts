import type { AreaAttendanceRow, AttendanceSummary, PersonType } from '@site/shared-schema';
import type { Headcount } from '../person/queries';
import { isCounted, type PresenceCount } from './presence';

/**
 * Percent of the people on the job who came, two decimals; 0 without anyone on the job. At most 100: a
 * person who left the job may still pass a gate.
 */
export function attendanceRate(attended: number, onJob: number): number {
  if (onJob <= 0) return 0;
  return Math.min(100, Math.round((attended / onJob) * 10_000) / 100);
}

/** Whether a row belongs to the areas asked for; no areas means the whole project. */
export const inAreas =
  (areaIds: readonly string[]) =>
  (row: { areaId: string | null }): boolean =>
    areaIds.length === 0 || (row.areaId !== null && areaIds.includes(row.areaId));

const sumOf = (headcounts: readonly Headcount[], field: 'registered' | 'onJob') =>
  headcounts.filter(isCounted).reduce((total, row) => total + row[field], 0);

/**
 * The day's attendance: people who came are the people seen (any record); inCount of them are inside
 * now, outCount have left, so inCount + outCount = entryPersonAmount.
 */
export function attendanceSummary(
  counts: readonly PresenceCount[],
  headcounts: readonly Headcount[],
): AttendanceSummary {
  const of = (personType: PersonType) => counts.find((row) => row.personType === personType);
  const entryWorkerCount = of('WORKER')?.came ?? 0;
  const entryManagerCount = of('MANAGER')?.came ?? 0;
  const entryPersonAmount = entryWorkerCount + entryManagerCount;
  const inCount = (of('WORKER')?.inside ?? 0) + (of('MANAGER')?.inside ?? 0);
  const onJobCount = sumOf(headcounts, 'onJob');
  return {
    onJobCount,
    entryPersonAmount,
    entryWorkerCount,
    entryManagerCount,
    inCount,
    outCount: entryPersonAmount - inCount,
    attendanceRate: attendanceRate(entryPersonAmount, onJobCount),
  };
}

/**
 * One row per area: its people are the members of the teams working there (sumCount all of them,
 * inJobCount those on the job); inNum are inside it now and outNum came and left by its gates, as
 * `presence` finds them among the area's records (areaPresenceCounts counts them in SQL).
 */
export function areaAttendanceRows(
  areas: readonly { areaId: string; areaName: string }[],
  headcounts: readonly Headcount[],
  presenceByArea: readonly { areaId: string; inside: number; left: number }[],
): AreaAttendanceRow[] {
  return areas.map(({ areaId, areaName }) => {
    const people = headcounts.filter(inAreas([areaId]));
    const { inside = 0, left = 0 } = presenceByArea.find((row) => row.areaId === areaId) ?? {};
    const inJobCount = sumOf(people, 'onJob');
    return {
      areaIdList: [areaId],
      areaName,
      sumCount: sumOf(people, 'registered'),
      inJobCount,
      inNum: inside,
      outNum: left,
      rate: attendanceRate(inside + left, inJobCount),
    };
  });
}
