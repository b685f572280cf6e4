import { type AgreementExceptionMessage, agreementExceptionTopic } from '@site/shared-realtime';
import {
  type AgreementExchangeResult,
  formatDateTime,
  REPORT_RESULT_STATUS,
  type ReportLogType,
  startOfDay,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import { DAY } from '../../seed/devices/clock';
import { LOG_TYPE_RULES } from '../upload-log/log-types';
import { countFailure, insertUploadLogs } from '../upload-log/queries';
import type { AgreementRow } from './agreement-scope';

/** One exchange with the platform as the report log keeps it. */
export interface Exchange {
  logType: ReportLogType;
  sourceName: string;
  accepted: boolean;
  message: string;
}

export type Publish = (destination: string, body: unknown) => void;

/**
 * Writes the exchanges of one call to the report log; each refusal counts towards the agreement's exception
 * of its kind, and each kind that failed is pushed once on the agreement's agreementException topic.
 * Answers the call's summary.
 */
export async function reportExchanges(
  db: Database,
  publish: Publish,
  agreement: AgreementRow,
  exchanges: Exchange[],
): Promise<AgreementExchangeResult> {
  const now = Date.now();
  const createTime = formatDateTime(now);
  await insertUploadLogs(
    db,
    exchanges.map((exchange) => ({
      projectId: agreement.projectId,
      agreementId: agreement.id,
      logType: exchange.logType,
      sourceName: exchange.sourceName,
      getResultStatus: exchange.accepted ? REPORT_RESULT_STATUS.succeeded : REPORT_RESULT_STATUS.failed,
      resultMessage: exchange.message,
      createTime,
    })),
  );
  const refused = exchanges.filter((exchange) => !exchange.accepted);
  const failuresByKind = new Map<string, number>();
  for (const exchange of refused) {
    const kind = LOG_TYPE_RULES[exchange.logType].exceptionType;
    failuresByKind.set(kind, (failuresByKind.get(kind) ?? 0) + 1);
  }
  for (const [operateType, failures] of failuresByKind) {
    const periodStart = startOfDay(now - 7 * DAY);
    const exception = await countFailure(db, agreement, operateType, createTime, periodStart, failures);
    const message: AgreementExceptionMessage = {
      ...exception,
      projectId: agreement.projectId,
      exceptionLogCount: failures,
      logTypeList: [operateType],
    };
    publish(agreementExceptionTopic(agreement.projectId, agreement.agreementCode), message);
  }
  return {
    total: exchanges.length,
    accepted: exchanges.length - refused.length,
    refused: refused.map(({ sourceName, message }) => ({ sourceName, resultMessage: message })),
  };
}
