import { REPORT_RESULT_STATUS, type ReportLogType } from '@site/shared-schema';
import type { Database } from '../db/client';
import { agreementExceptions, projectAgreements } from '../db/schema';
import { LOG_TYPE_RULES, SUCCESS_MESSAGE } from '../modules/upload-log/log-types';
import { agreementsOf, insertUploadLogs, type NewUploadLog } from '../modules/upload-log/queries';
import { loadReportSources, makeReport, type ReportSources } from '../modules/upload-log/reports';
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
  const agreements = await agreementsOf(
    db,
    (await db.selectDistinct({ projectId: projectAgreements.projectId }).from(projectAgreements)).map(
      (row) => row.projectId,
    ),
  );
  const exceptions = await db.select().from(agreementExceptions);
  const sourcesOf = new Map<string, ReportSources>();
  for (const agreement of agreements) {
    const sources = sourcesOf.get(agreement.projectId) ?? (await loadReportSources(db, agreement.projectId));
    sourcesOf.set(agreement.projectId, sources);
    const random = seededRandom(`upload-logs:${agreement.id}`);
    const log = (time: number, report: NonNullable<ReturnType<typeof makeReport>>): NewUploadLog => ({
      projectId: agreement.projectId,
      agreementId: agreement.id,
      ...report,
      createTime: stamp(time),
    });
    const logs: NewUploadLog[] = [];
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
        // A few answers the platform never gave: fetched later or not at all.
        if (outcome > 0.98) {
          logs.push(
            log(time, { ...report, getResultStatus: REPORT_RESULT_STATUS.notFetched, resultMessage: '' }),
          );
          continue;
        }
        logs.push(log(time, report));
        if (report.getResultStatus === REPORT_RESULT_STATUS.failed) {
          const accepted = {
            getResultStatus: REPORT_RESULT_STATUS.succeeded,
            resultMessage: SUCCESS_MESSAGE,
          };
          logs.push(log(retryAt, { ...report, ...accepted }));
        }
      }
    }
    for (const exception of exceptions.filter((row) => row.agreementId === agreement.id)) {
      const ofKind = (type: ReportLogType) => LOG_TYPE_RULES[type].exceptionType === exception.operateType;
      for (let index = 0; index < exception.exceptionRecordCount; index++) {
        const report = makeReport(random, sources, true, ofKind);
        if (report) logs.push(log(unresolvedTime(random, now), report));
      }
    }
    await insertUploadLogs(db, logs);
  }
}

/** Within the week the default range of the page shows, in working hours, and in the past. */
function unresolvedTime(random: Random, now: number): number {
  const time = dayStart(now, integerBetween(random, 0, DAYS - 1)).getTime() + (7 + random() * 11) * HOUR;
  return time < now ? time : now - integerBetween(random, 1, 60) * MINUTE;
}
