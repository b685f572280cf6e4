import { REPORT_RESULT_STATUS, type ReportLogType } from '@site/shared-schema';
import type { Database } from '../db/client';
import { agreementExceptions, projectAgreements } from '../db/schema';
import { LOG_TYPE_RULES, SUCCESS_MESSAGE } from '../modules/upload-log/log-types';
import { agreementsOf, insertUploadLogs } from '../modules/upload-log/queries';
import {
  loadReportSources,
  makeReport,
  type Report,
  type ReportSources,
} from '../modules/upload-log/reports';
import { dayStart, HOUR, MINUTE, stamp } from './devices/clock';
import { integerBetween, type Random, seededRandom } from './devices/random';

const DAYS = 7;

/**
 * A week of reports of every project with agreements, day by day from 06:00 to 20:00. A refused report is
 * sent again and accepted 5 to 90 minutes later (so it is no longer an exception); the unresolved failures are exactly the
 * exception counts of the agreement seed, so the exception dialog and the log agree.
 */
export async function seedUploadLogs(db: Database): Promise<void> {
  const now = Date.now();
  const projectIds = await db
    .selectDistinct({ projectId: projectAgreements.projectId })
    .from(projectAgreements);
  const agreements = await agreementsOf(
    db,
    projectIds.map((row) => row.projectId),
  );
  const exceptions = await db.select().from(agreementExceptions);
  const sourcesOf = new Map<string, ReportSources>();
  for (const agreement of agreements) {
    const sources = sourcesOf.get(agreement.projectId) ?? (await loadReportSources(db, agreement.projectId));
    sourcesOf.set(agreement.projectId, sources);
    const random = seededRandom(`upload-logs:${agreement.id}`);
    const reports = weekOfReports(random, sources, now);
    for (const exception of exceptions.filter((row) => row.agreementId === agreement.id)) {
      const ofKind = (type: ReportLogType) => LOG_TYPE_RULES[type].exceptionType === exception.operateType;
      for (let index = 0; index < exception.exceptionRecordCount; index++) {
        const failure = unresolvedFailure(random, sources, reports, now, ofKind);
        if (failure) reports.push(failure);
      }
    }
    await insertUploadLogs(
      db,
      reports.map(({ time, report }) => ({
        projectId: agreement.projectId,
        agreementId: agreement.id,
        ...report,
        createTime: stamp(time),
      })),
    );
  }
}

interface TimedReport {
  time: number;
  report: Report;
}

/** 25 to 40 reports a day from 06:00 to 20:00; each refused one followed by its accepted retry. */
function weekOfReports(random: Random, sources: ReportSources, now: number): TimedReport[] {
  const reports: TimedReport[] = [];
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    const start = dayStart(now, daysAgo).getTime() + 6 * HOUR;
    const count = integerBetween(random, 25, 40);
    for (let index = 0; index < count; index++) {
      const time = start + random() * 14 * HOUR;
      const retryAt = time + integerBetween(random, 5, 90) * MINUTE;
      if (retryAt > now) continue;
      const outcome = random();
      const report = makeReport(random, sources, outcome < 0.08);
      if (!report) continue;
      if (outcome > 0.98) {
        // A few answers the platform never gave.
        const notFetched = { getResultStatus: REPORT_RESULT_STATUS.notFetched, resultMessage: '' };
        reports.push({ time, report: { ...report, ...notFetched } });
        continue;
      }
      reports.push({ time, report });
      if (report.getResultStatus === REPORT_RESULT_STATUS.failed) {
        const accepted = { getResultStatus: REPORT_RESULT_STATUS.succeeded, resultMessage: SUCCESS_MESSAGE };
        reports.push({ time: retryAt, report: { ...report, ...accepted } });
      }
    }
  }
  return reports;
}

const sameData = (a: Report, b: Report) => a.logType === b.logType && a.sourceName === b.sourceName;

/**
 * A refused report of one exception kind that nothing resolved: in the week the page shows by default,
 * after every other report of the same data (a later accepted one would have resolved it).
 */
function unresolvedFailure(
  random: Random,
  sources: ReportSources,
  reports: TimedReport[],
  now: number,
  only: (type: ReportLogType) => boolean,
): TimedReport | null {
  for (let attempt = 0; attempt < 50; attempt++) {
    const report = makeReport(random, sources, true, only);
    if (!report) return null;
    const latest = Math.max(
      0,
      ...reports.filter((other) => sameData(other.report, report)).map((other) => other.time),
    );
    const picked = dayStart(now, integerBetween(random, 0, DAYS - 1)).getTime() + (7 + random() * 11) * HOUR;
    const time = picked > latest ? picked : latest + integerBetween(random, 5, 60) * MINUTE;
    if (time < now) return { time, report };
  }
  return null;
}
