import { Tag } from '@arco-design/web-react';
import {
  type AgreementItem,
  REPORT_LOG_TYPES,
  REPORT_RESULT_STATUS,
  type ReportLogRecord,
} from '@site/shared-schema';
import type { TFunction } from 'i18next';
import type { ListField } from './list-fields';

/**
 * Where the report log is shown. 1: the page of the Logs menu, over every agreement of the project, so
 * the agreement is a filter and a column. 2: inside one agreement's view, which fixes the agreement.
 */
export type ReportLogLayout = { layoutType: 1 } | { layoutType: 2; agreementCode: string };

export type ReportLogContext = ReportLogLayout & { t: TFunction; agreements: AgreementItem[] };

const STATUS_COLOR = { 0: 'gray', 1: 'green', 2: 'red' } as const;

/** The report log page (seed 001 §2, §3): its query form and its table, in one declaration. */
export const REPORT_LOG_FIELDS: ListField<ReportLogRecord, ReportLogContext>[] = [
  {
    key: 'agreementCode',
    label: 'reportLog.agreement',
    filter: {
      type: 'select',
      options: ({ agreements }) =>
        agreements.map((item) => ({ value: item.agreementCode, label: item.agreementName })),
    },
    column: 'agreementName',
    shown: (ctx) => ctx.layoutType === 1,
  },
  {
    key: 'logType',
    label: 'reportLog.logType',
    filter: {
      type: 'select',
      options: ({ t }) =>
        REPORT_LOG_TYPES.map(({ logType }) => ({
          value: logType,
          label: t(`reportLog.logTypes.${logType}`),
        })),
    },
    column: 'logTypeName',
    render: (row, { t }) => t(`reportLog.logTypes.${row.logType}`, { defaultValue: row.logTypeName }),
  },
  { key: 'sourceName', label: 'reportLog.sourceName', filter: { type: 'input' }, column: 'sourceName' },
  {
    key: 'getResultStatus',
    label: 'reportLog.getResultStatus',
    filter: {
      type: 'select',
      options: ({ t }) =>
        Object.values(REPORT_RESULT_STATUS).map((status) => ({
          value: status,
          label: t(`reportLog.statuses.${status}`),
        })),
    },
    column: 'getResultStatusName',
    render: (row, { t }) => (
      <Tag color={STATUS_COLOR[row.getResultStatus]}>
        {t(`reportLog.statuses.${row.getResultStatus}`, { defaultValue: row.getResultStatusName })}
      </Tag>
    ),
  },
  { key: 'resultMessage', label: 'reportLog.resultMessage', column: 'resultMessage' },
  { key: 'createTime', label: 'reportLog.createTime', filter: { type: 'dateRange' }, column: 'createTime' },
];
