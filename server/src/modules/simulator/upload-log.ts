import { type AgreementExceptionMessage, agreementExceptionTopic } from '@site/shared-realtime';
import { startOfDay } from '@site/shared-schema';
import { DAY, stamp } from '../../seed/devices/clock';
import { pick } from '../../seed/devices/random';
import { LOG_TYPE_RULES } from '../upload-log/log-types';
import { agreementsOf, countFailure, insertUploadLogs } from '../upload-log/queries';
import { loadReportSources, makeReport } from '../upload-log/reports';
import { chance, type SimulatorContext } from './context';

/**
 * Per project and round: an accepted report now and then, a refused one rarely (about twice an hour at
 * the demo's 1-minute rounds, so a notice does not pile on another).
 */
const REPORT_CHANCE = 0.3;
const FAILURE_CHANCE = 0.03;

/**
 * Reports to the agreements' platforms: each is written to the report log; a refused one also counts
 * towards its agreement's exception and is pushed on that agreement's agreementException topic.
 */
export async function uploadLogRound(
  ctx: SimulatorContext,
  now: number,
  projectIds: string[],
): Promise<void> {
  const { db, random } = ctx;
  const agreements = await agreementsOf(db, projectIds);
  for (const projectId of new Set(agreements.map((agreement) => agreement.projectId))) {
    const failed = chance(random, FAILURE_CHANCE);
    if (!failed && !chance(random, REPORT_CHANCE)) continue;
    const agreement = pick(
      random,
      agreements.filter((candidate) => candidate.projectId === projectId),
    );
    const report = makeReport(random, await loadReportSources(db, projectId), failed);
    if (!report) continue;
    const time = stamp(now);
    await insertUploadLogs(db, [{ projectId, agreementId: agreement.id, ...report, createTime: time }]);
    if (!failed) continue;
    const operateType = LOG_TYPE_RULES[report.logType].exceptionType;
    const exception = await countFailure(db, agreement, operateType, time, startOfDay(now - 7 * DAY));
    const message: AgreementExceptionMessage = {
      ...exception,
      projectId,
      exceptionLogCount: 1,
      logTypeList: [operateType],
    };
    ctx.publish(agreementExceptionTopic(projectId, agreement.agreementCode), message);
  }
}
