import { Avatar, Card, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import type { EntryExitRecord } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';

/** Seed 000 §9: entry/exit type "1" in, "2" out. */
const ENTRY = '1';

/** The latest entry/exit records of the project, newest first (seed 000 §3). */
export function LatestRecords({ records, loading }: { records: EntryExitRecord[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: TableColumnProps<EntryExitRecord>[] = [
    {
      title: t('dashboard.photo'),
      dataIndex: 'recordPhotoUrl',
      width: 72,
      render: (url: string, record) => (
        <Avatar size={36} shape="square">
          {url ? <img src={url} alt={record.personName} /> : record.personName.slice(0, 1)}
        </Avatar>
      ),
    },
    { title: t('dashboard.personName'), dataIndex: 'personName' },
    { title: t('dashboard.teamName'), dataIndex: 'teamName' },
    { title: t('dashboard.workerTypeName'), dataIndex: 'workerTypeName' },
    { title: t('dashboard.idcardNumber'), dataIndex: 'idcardNumber' },
    {
      title: t('dashboard.entryExitType'),
      dataIndex: 'entryExitType',
      width: 96,
      render: (type: string) =>
        type === ENTRY ? (
          <Tag color="green">{t('dashboard.entry')}</Tag>
        ) : (
          <Tag color="orangered">{t('dashboard.exit')}</Tag>
        ),
    },
    { title: t('dashboard.recordTime'), dataIndex: 'recordTime', width: 180 },
    { title: t('dashboard.deviceName'), dataIndex: 'deviceName' },
  ];
  return (
    <Card title={t('dashboard.latestRecords')} data-testid="dashboard-records">
      <Table
        rowKey="recordId"
        size="small"
        loading={loading}
        columns={columns}
        data={records}
        pagination={false}
        noDataElement={t('dashboard.noRecords')}
      />
    </Card>
  );
}
