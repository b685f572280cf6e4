import { Tag } from '@arco-design/web-react';
import type { FaceDeviceRow } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { useDeviceStatus } from '../../../app/realtime';
import { firstSeen, liveStatus } from './live-status';

/** What the status of any device list needs (face and training devices alike). */
type StatusRow = Pick<FaceDeviceRow, 'deviceId' | 'deviceStatus' | 'lastOnlineTime'>;

/** The device's state as the last push or the list says it, without a reload. */
function useLiveStatus(row: StatusRow) {
  const pushed = useDeviceStatus()[row.deviceId];
  return liveStatus(row, pushed, firstSeen(row));
}

export function OnlineTag({ row }: { row: StatusRow }) {
  const { t } = useTranslation();
  const { online } = useLiveStatus(row);
  const status = online ? 1 : 0;
  return (
    <Tag color={online ? 'green' : 'gray'} data-testid={`device-status-${row.deviceId}`} data-status={status}>
      {t(`verifyDevice.options.deviceStatus.${status}`)}
    </Tag>
  );
}

export function LastSeen({ row }: { row: StatusRow }) {
  return <span data-testid={`device-last-seen-${row.deviceId}`}>{useLiveStatus(row).lastOnlineTime}</span>;
}
