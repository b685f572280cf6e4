import type { DeviceStatusMessage } from '@site/shared-realtime';
import type { RealtimeMessage } from '@site/shared-realtime/client';
import type { FaceDeviceRow } from '@site/shared-schema';

/**
 * A device's online state and last-seen time: the list's, unless a deviceStatus push about it arrived
 * after the list was read (epoch ms, both by this browser's clock). Coming online is being seen then.
 */
export function liveStatus(
  row: Pick<FaceDeviceRow, 'deviceStatus' | 'lastOnlineTime'>,
  pushed: RealtimeMessage<Pick<DeviceStatusMessage, 'deviceStatus' | 'time'>> | undefined,
  listedAt: number,
): { online: boolean; lastOnlineTime: string } {
  if (!pushed || pushed.receivedAt < listedAt) {
    return { online: row.deviceStatus === 1, lastOnlineTime: row.lastOnlineTime };
  }
  const online = pushed.body.deviceStatus === 1;
  return { online, lastOnlineTime: online ? pushed.body.time : row.lastOnlineTime };
}

const seen = new WeakMap<object, number>();

/**
 * When this row object was first shown: every read of the list answers new objects, so this stands for
 * the time the list was read.
 */
export function firstSeen(row: object, now = Date.now()): number {
  const known = seen.get(row);
  if (known !== undefined) return known;
  seen.set(row, now);
  return now;
}
