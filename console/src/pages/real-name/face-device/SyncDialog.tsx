import { Alert, Button, Modal, Progress, Space, Table, Typography } from '@arco-design/web-react';
import type { DeviceStoreResult } from '@site/shared-realtime';
import { useTranslation } from 'react-i18next';
import { SyncStatusTag } from './SyncStatusTag';
import { percentOf, type SyncProgress } from './sync-progress';

/**
 * A sync as it runs: n of m with the counts, and each person's outcome as the device answers, newest
 * first; the last line tells the result. Closing it lets the sync run on (its progress stays in the list).
 */
export function SyncDialog({
  deviceName,
  sync,
  onClose,
}: {
  deviceName: string;
  sync: SyncProgress;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const results = [...sync.results].reverse();
  return (
    <Modal
      visible
      title={t('faceDevice.sync.title', { name: deviceName })}
      onCancel={onClose}
      maskClosable
      style={{ width: 720 }}
      data-testid="device-sync-dialog"
      footer={<Button onClick={onClose}>{t('faceDevice.close')}</Button>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Progress
          percent={percentOf(sync)}
          status={sync.error ? 'error' : sync.finished ? 'success' : 'normal'}
          formatText={() => `${sync.done} / ${sync.total}`}
          data-testid="device-sync-progress"
        />
        <Typography.Text data-testid="device-sync-counts">
          {t('faceDevice.sync.counts', { synced: sync.synced, failed: sync.failed, total: sync.total })}
        </Typography.Text>
        {sync.error && <Alert type="error" content={sync.error} />}
        {sync.finished && !sync.error && (
          <Alert
            type={sync.failed ? 'warning' : 'success'}
            content={t('faceDevice.sync.done', { synced: sync.synced, failed: sync.failed })}
            data-testid="device-sync-done"
          />
        )}
        <Table<DeviceStoreResult>
          rowKey="personId"
          size="small"
          data={results}
          pagination={{ pageSize: 8, simple: true }}
          noDataElement={t('faceDevice.sync.waiting')}
          columns={[
            { title: t('faceDevice.person.personName'), dataIndex: 'personName' },
            {
              title: t('faceDevice.person.syncStatus'),
              dataIndex: 'syncStatus',
              render: (status) => <SyncStatusTag status={status} />,
            },
            { title: t('faceDevice.person.reason'), dataIndex: 'reason' },
          ]}
          data-testid="device-sync-results"
        />
      </Space>
    </Modal>
  );
}
