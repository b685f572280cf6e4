import type {
  AreaAttendanceRow,
  AttendanceSummary,
  ChartRow,
  CompanyCountRow,
  PersonCountData,
  PersonType,
  TeamCountRow,
  WorkTypeCountRow,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import { singleFlight } from '../../db/single-flight';
import { listAreas } from '../area/queries';
import { headcounts, onJobByCompany } from '../person/queries';
import { today } from '../person-record/day';
import * as dayQueries from '../person-record/queries';
import { pageProjectCompanies } from '../project-company/queries';
import { teamChoices } from '../team/queries';
import { workTypesOfProject } from '../work-type/queries';
import { areaAttendanceRows, attendanceSummary, inAreas } from './attendance';
import { chartDay, chartRows, lastBegunHour } from './hourly';
import { countBy } from './presence';

/**
 * The answers of the personnel data calls, computed from the records of the day. Every call reads the
 * day at its own time (`now`), so a wall left running shows each new day as the records arrive.
 */

// The calls a wall or a dashboard sends at once read the same rows of the day: one query serves them all.
const insideGroups = singleFlight(dayQueries.insideGroups);
const dayPresenceCounts = singleFlight(dayQueries.dayPresenceCounts);
const areaPresenceCounts = singleFlight(dayQueries.areaPresenceCounts);
const hourlyMovements = singleFlight(dayQueries.hourlyMovements);
const hourlyPresenceChanges = singleFlight(dayQueries.hourlyPresenceChanges);

/** How many people are inside the site now per team, work type or company (insideGroups). */
const insideBy = async (
  db: Database,
  projectId: string,
  now: Date,
  key: 'teamId' | 'workerTypeId' | 'companyId',
) =>
  countBy(
    await insideGroups(db, projectId, today(now.getTime())),
    (group) => group[key],
    (group) => group.inside,
  );

const mostFirst = <T extends { personCount: number }>(rows: T[]): T[] =>
  rows.sort((a, b) => b.personCount - a.personCount);

export async function personCountOf(
  db: Database,
  projectId: string,
  areaIds: readonly string[],
  now: Date,
): Promise<PersonCountData> {
  const counts = await dayPresenceCounts(db, projectId, today(now.getTime()), areaIds);
  const insideOf = (personType: PersonType) =>
    counts.find((row) => row.personType === personType)?.inside ?? 0;
  const workerCount = insideOf('WORKER');
  const managerCount = insideOf('MANAGER');
  return { personCount: workerCount + managerCount, workerCount, managerCount };
}

export async function attendanceSummaryOf(
  db: Database,
  projectId: string,
  areaIds: readonly string[],
  now: Date,
): Promise<AttendanceSummary> {
  const [counts, people] = await Promise.all([
    dayPresenceCounts(db, projectId, today(now.getTime()), areaIds),
    headcounts(db, projectId),
  ]);
  return attendanceSummary(counts, people.filter(inAreas(areaIds)));
}

/** One row per area of the project (of those asked for), in list order. */
export async function areaAttendanceOf(
  db: Database,
  projectId: string,
  areaIds: readonly string[],
  now: Date,
): Promise<AreaAttendanceRow[]> {
  const [areas, people, presence] = await Promise.all([
    listAreas(db, projectId),
    headcounts(db, projectId),
    areaPresenceCounts(db, projectId, today(now.getTime()), areaIds),
  ]);
  return areaAttendanceRows(areas.filter(inAreas(areaIds)), people, presence);
}

/** Every team of the project with its members inside now, the fullest first. */
export async function teamCountsOf(db: Database, projectId: string, now: Date): Promise<TeamCountRow[]> {
  const [counts, teams] = await Promise.all([
    insideBy(db, projectId, now, 'teamId'),
    teamChoices(db, projectId),
  ]);
  return mostFirst(
    teams.map(({ teamId, teamName }) => ({ teamId, teamName, personCount: counts.get(teamId) ?? 0 })),
  );
}

/**
 * Every work type (and manager's post) held in the project with its people inside now. The seed names
 * the id field of these rows teamId: it carries the work type's dictionary id.
 */
export async function workTypeCountsOf(
  db: Database,
  projectId: string,
  now: Date,
): Promise<WorkTypeCountRow[]> {
  const [counts, types] = await Promise.all([
    insideBy(db, projectId, now, 'workerTypeId'),
    workTypesOfProject(db, projectId),
  ]);
  return mostFirst(
    types.map(({ workerTypeId, workTypeName }) => ({
      teamId: workerTypeId,
      workTypeName,
      personCount: counts.get(workerTypeId) ?? 0,
    })),
  );
}

/** Every participating company, in list order, with its people on the job and inside now. */
export async function companyCountsOf(
  db: Database,
  projectId: string,
  now: Date,
): Promise<CompanyCountRow[]> {
  const [counts, { rows: companies }, onJob] = await Promise.all([
    insideBy(db, projectId, now, 'companyId'),
    pageProjectCompanies(db, projectId),
    onJobByCompany(db, projectId),
  ]);
  return companies.map(({ companyId, companyName, companyTypeName }) => ({
    companyId,
    companyName,
    companyTypeName,
    onJobCount: onJob.get(companyId) ?? 0,
    personCount: counts.get(companyId) ?? 0,
  }));
}

/** The 24 hours of the chart's day (see chartDay) in the areas asked for. */
export async function hourlyChartOf(
  db: Database,
  projectId: string,
  areaIds: readonly string[],
  month: string | undefined,
  now: Date,
): Promise<ChartRow[]> {
  const day = chartDay(month, now);
  const [movements, changes] = await Promise.all([
    hourlyMovements(db, projectId, day, areaIds),
    hourlyPresenceChanges(db, projectId, day, areaIds),
  ]);
  return chartRows(movements, changes, lastBegunHour(day, now));
}
