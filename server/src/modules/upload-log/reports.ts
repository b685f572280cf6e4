import { REPORT_RESULT_STATUS, type ReportLogType, type ReportResultStatus } from '@site/shared-schema';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  craneDevices,
  persons,
  projectCompanies,
  projects,
  teams,
  verifyDevices,
  ycjzDevices,
} from '../../db/schema';
import { pick, type Random } from '../../seed/devices/random';
import { LOG_TYPE_RULES, type SourceKind, SUCCESS_MESSAGE } from './log-types';

/** The names a project's reports can be about, by kind. */
export type ReportSources = Record<SourceKind, string[]>;

/** Everything of a project that gets reported to its agreements' platforms. */
export async function loadReportSources(db: Database, projectId: string): Promise<ReportSources> {
  const names = async <T extends { name: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.name);
  const [project, company, team, person, verifyDevice, ycjz, crane] = await Promise.all([
    names(db.select({ name: projects.projectName }).from(projects).where(eq(projects.id, projectId))),
    names(
      db
        .select({ name: companies.companyName })
        .from(projectCompanies)
        .innerJoin(companies, eq(companies.id, projectCompanies.companyId))
        .where(eq(projectCompanies.projectId, projectId))
        .orderBy(asc(projectCompanies.sort)),
    ),
    names(db.select({ name: teams.teamName }).from(teams).where(eq(teams.projectId, projectId))),
    names(
      db
        .select({ name: persons.personName })
        .from(persons)
        .where(eq(persons.projectId, projectId))
        .orderBy(asc(persons.idcardNumber)),
    ),
    names(
      db
        .select({ name: verifyDevices.deviceName })
        .from(verifyDevices)
        .where(eq(verifyDevices.projectId, projectId)),
    ),
    names(
      db
        .select({ name: ycjzDevices.deviceAlias })
        .from(ycjzDevices)
        .where(eq(ycjzDevices.projectId, projectId)),
    ),
    names(
      db
        .select({ name: craneDevices.craneName })
        .from(craneDevices)
        .where(eq(craneDevices.projectId, projectId)),
    ),
  ]);
  return { project, company, team, person, verifyDevice, ycjz, crane };
}

export interface Report {
  logType: ReportLogType;
  sourceName: string;
  getResultStatus: ReportResultStatus;
  resultMessage: string;
}

const LOG_TYPES = Object.keys(LOG_TYPE_RULES) as ReportLogType[];

/** A report type, as often as the platform sees it, among those the project has something to report for. */
function pickLogType(random: Random, sources: ReportSources, only?: (type: ReportLogType) => boolean) {
  const types = LOG_TYPES.filter(
    (type) => sources[LOG_TYPE_RULES[type].source].length > 0 && (!only || only(type)),
  );
  if (types.length === 0) return null;
  let left = random() * types.reduce((sum, type) => sum + LOG_TYPE_RULES[type].weight, 0);
  for (const type of types) {
    left -= LOG_TYPE_RULES[type].weight;
    if (left < 0) return type;
  }
  return types[types.length - 1];
}

/**
 * One report of the project's data with its result: a failure when `failed`, else accepted. `only`
 * narrows the types (e.g. to those of one exception kind); null when the project has nothing to report.
 */
export function makeReport(
  random: Random,
  sources: ReportSources,
  failed: boolean,
  only?: (type: ReportLogType) => boolean,
): Report | null {
  const logType = pickLogType(random, sources, only);
  if (!logType) return null;
  const rule = LOG_TYPE_RULES[logType];
  return {
    logType,
    sourceName: pick(random, sources[rule.source]),
    getResultStatus: failed ? REPORT_RESULT_STATUS.failed : REPORT_RESULT_STATUS.succeeded,
    resultMessage: failed ? pick(random, rule.failures) : SUCCESS_MESSAGE,
  };
}
