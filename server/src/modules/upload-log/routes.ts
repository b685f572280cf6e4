import { Type } from '@sinclair/typebox';
import {
  API,
  formatDateTime,
  type PageResult,
  REPORT_RESULT_STATUS_NAMES,
  type ReportLogRecord,
  type ReportResultStatus,
} from '@site/shared-schema';
import { parseDateTime } from '../../http/datetime';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { LOG_TYPE_NAMES } from './log-types';
import { pageUploadLogs, type UploadLogRow } from './queries';

const optionalText = Type.Optional(Type.String({ maxLength: 100 }));

const toRecord = (row: UploadLogRow): ReportLogRecord => {
  const status = row.getResultStatus as ReportResultStatus;
  return {
    ...row,
    // A type this server does not know (e.g. written by a newer gateway) shows as its code.
    logTypeName: LOG_TYPE_NAMES.get(row.logType) ?? row.logType,
    getResultStatus: status,
    getResultStatusName: REPORT_RESULT_STATUS_NAMES[status] ?? '',
  };
};

/** A filter time in the stored form, whatever form of 'YYYY-MM-DD[ HH:mm[:ss]]' was sent. */
const filterTime = (field: string, value: string | undefined) =>
  value?.trim() ? formatDateTime(parseDateTime(field, value)) : undefined;

/** The report log of the Logs menu (seed 001 §2, §7): a project's reports to its agreements' platforms. */
export const uploadLogRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: API.reportLogPageList,
    access: 'frontTenementAgreementUploadLogPageListByProject',
    projectField: 'businessId',
    body: Type.Object({
      businessId: Type.String({ minLength: 1 }),
      ...pageFields,
      sourceName: optionalText,
      logType: optionalText,
      agreementCode: optionalText,
      startTime: optionalText,
      endTime: optionalText,
      getResultStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
    }),
    handler: async ({ body }): Promise<PageResult<ReportLogRecord>> => {
      const { rows, total } = await pageUploadLogs(
        db,
        {
          projectId: body.businessId,
          agreementCode: body.agreementCode || undefined,
          logType: body.logType || undefined,
          sourceName: body.sourceName?.trim() || undefined,
          getResultStatus: body.getResultStatus,
          from: filterTime('startTime', body.startTime),
          to: filterTime('endTime', body.endTime),
        },
        pageWindow(body),
      );
      return { records: rows.map(toRecord), total };
    },
  }),
];
