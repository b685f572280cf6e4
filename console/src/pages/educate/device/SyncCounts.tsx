import { Space, Tag } from '@arco-design/web-react';
import type { TrainDeviceRow } from '@site/shared-schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The device's synced, being-sent and failed people; tells the page whether the device is at work. */
export function SyncCounts({
  row,
  onWorking,
}: {
  row: TrainDeviceRow;
  onWorking(deviceId: string, working: boolean): void;
}) {
  const { t } = useTranslation();
  const working = row.syncingCount > 0;
  useEffect(() => {
    onWorking(row.deviceId, working);
  }, [onWorking, row.deviceId, working]);
  return (
    <Space size={4} data-testid={`train-device-counts-${row.deviceId}`}>
      <Tag color="green">{t('educate.device.counts.synced', { count: row.syncedCount })}</Tag>
      {working ? (
        <Tag color="arcoblue">{t('educate.device.counts.syncing', { count: row.syncingCount })}</Tag>
      ) : null}
      <Tag color={row.failedCount ? 'red' : 'gray'}>
        {t('educate.device.counts.failed', { count: row.failedCount })}
      </Tag>
    </Space>
  );
}
