import { Tag } from '@arco-design/web-react';
import type { LprDeviceRow } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { useDeviceStatus } from '../../../app/realtime';
import { firstSeen, liveStatus } from '../../real-name/face-device/live-status';

/** The camera's state as the last deviceStatus push or the list says it, without a reload. */
function useLiveStatus(row: LprDeviceRow) {
  const pushed = useDeviceStatus()[row.deviceId];
  return liveStatus(row, pushed, firstSeen(row));
}

export function OnlineTag({ row }: { row: LprDeviceRow }) {
  const { t } = useTranslation();
  const status = useLiveStatus(row).online ? 1 : 0;
  return (
    <Tag color={status ? 'green' : 'gray'} data-testid={`lpr-status-${row.deviceId}`} data-status={status}>
      {t(`lprDevice.options.deviceStatus.${status}`)}
    </Tag>
  );
}

export function LastSeen({ row }: { row: LprDeviceRow }) {
  const { t } = useTranslation();
  const { lastOnlineTime } = useLiveStatus(row);
  return (
    <span data-testid={`lpr-last-seen-${row.deviceId}`}>{lastOnlineTime || t('lprDevicePage.never')}</span>
  );
}
