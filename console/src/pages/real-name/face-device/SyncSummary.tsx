import { Progress, Space, Tag } from '@arco-design/web-react';
import type { FaceDeviceRow } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { percentOf, type SyncProgress } from './sync-progress';

/** The device's counts of synced, pending and failed people; while a sync runs, its progress instead. */
export function SyncSummary({ row, sync }: { row: FaceDeviceRow; sync?: SyncProgress }) {
  const { t } = useTranslation();
  if (sync && !sync.finished) {
    return (
      <div data-testid={`device-sync-running-${row.deviceId}`} style={{ minWidth: 140 }}>
        <Progress size="small" percent={percentOf(sync)} formatText={() => `${sync.done}/${sync.total}`} />
      </div>
    );
  }
  return (
    <Space size={4} data-testid={`device-sync-summary-${row.deviceId}`}>
      <Tag color="green">{t('faceDevice.summary.synced', { count: row.syncedCount })}</Tag>
      <Tag color="orange">{t('faceDevice.summary.pending', { count: row.pendingCount })}</Tag>
      <Tag color={row.failedCount ? 'red' : 'gray'}>
        {t('faceDevice.summary.failed', { count: row.failedCount })}
      </Tag>
    </Space>
  );
}
