import { Tag } from '@arco-design/web-react';
import type { AepDeviceRow } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { useDeviceStatus } from '../../../app/realtime';
import { firstSeen, liveStatus } from '../../real-name/face-device/live-status';

/** The box's state as the last deviceStatus push or the list says it, without a reload. */
export function OnlineTag({ row }: { row: AepDeviceRow }) {
  const { t } = useTranslation();
  const pushed = useDeviceStatus()[row.deviceId];
  const { online } = liveStatus(
    { deviceStatus: row.deviceStatus, lastOnlineTime: row.lastTime },
    pushed,
    firstSeen(row),
  );
  const status = online ? 1 : 0;
  return (
    <Tag color={online ? 'green' : 'gray'} data-testid={`aep-status-${row.deviceId}`} data-status={status}>
      {t(`aepDevice.options.deviceStatus.${status}`)}
    </Tag>
  );
}
