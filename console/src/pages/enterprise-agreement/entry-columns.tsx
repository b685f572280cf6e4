import type { TableColumnProps } from '@arco-design/web-react';
import type { ZqxyEntryBase } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { SyncStatusTag } from './SyncStatusTag';

/** The columns every zqxy list ends with: the platform's code, status and message, exit and time. */
export const entryColumns = <Row extends ZqxyEntryBase>(t: TFunction): TableColumnProps<Row>[] => [
  { title: t('zqxy.fields.platformCode'), dataIndex: 'platformCode' },
  {
    title: t('zqxy.fields.syncStatus'),
    dataIndex: 'syncStatus',
    render: (_value, row) => <SyncStatusTag status={row.syncStatus} message={row.resultMessage} />,
  },
  { title: t('zqxy.fields.resultMessage'), dataIndex: 'resultMessage' },
  {
    title: t('zqxy.fields.exitStatus'),
    dataIndex: 'exitStatus',
    render: (_value, row) => (row.exitStatus === 1 ? t('zqxy.exited') : t('zqxy.onSite')),
  },
  { title: t('zqxy.fields.updateTime'), dataIndex: 'updateTime' },
];
