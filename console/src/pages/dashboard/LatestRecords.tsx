import { Avatar, Card, Tag } from '@arco-design/web-react';
import type { EntryExitRecord } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { type PlainColumn, PlainTable } from '../../app/PlainTable';

/** Seed 000 §9: entry/exit type "1" in, "2" out. */
const ENTRY = '1';

/** The latest entry/exit records of the project, newest first (seed 000 §3). */
export function LatestRecords({ records, loading }: { records: EntryExitRecord[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: PlainColumn<EntryExitRecord>[] = [
    {
      key: 'recordPhotoUrl',
      title: t('dashboard.photo'),
      width: 72,
      render: (record) => (
        <Avatar size={36} shape="square">
          {record.recordPhotoUrl ? (
            <img src={record.recordPhotoUrl} alt={record.personName} />
          ) : (
            record.personName.slice(0, 1)
          )}
        </Avatar>
      ),
    },
    { key: 'personName', title: t('dashboard.personName'), render: (record) => record.personName },
    { key: 'teamName', title: t('dashboard.teamName'), render: (record) => record.teamName },
    {
      key: 'workerTypeName',
      title: t('dashboard.workerTypeName'),
      render: (record) => record.workerTypeName,
    },
    { key: 'idcardNumber', title: t('dashboard.idcardNumber'), render: (record) => record.idcardNumber },
    {
      key: 'entryExitType',
      title: t('dashboard.entryExitType'),
      width: 96,
      render: (record) =>
        record.entryExitType === ENTRY ? (
          <Tag color="green">{t('dashboard.entry')}</Tag>
        ) : (
          <Tag color="orangered">{t('dashboard.exit')}</Tag>
        ),
    },
    {
      key: 'recordTime',
      title: t('dashboard.recordTime'),
      width: 180,
      render: (record) => record.recordTime,
    },
    { key: 'deviceName', title: t('dashboard.deviceName'), render: (record) => record.deviceName },
  ];
  return (
    <Card title={t('dashboard.latestRecords')} data-testid="dashboard-records">
      <PlainTable
        rowKey={(record) => record.recordId}
        loading={loading}
        columns={columns}
        data={records}
        noDataElement={t('dashboard.noRecords')}
      />
    </Card>
  );
}
