import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { monitorChannels, monitorDevices } from '../../db/schema';

const channelFields = {
  deviceId: monitorDevices.id,
  deviceName: monitorDevices.deviceName,
  channelNo: monitorChannels.channelNo,
  channelName: monitorChannels.channelName,
  playHdLiveUrl: monitorChannels.playHdLiveUrl,
  accessToken: monitorChannels.accessToken,
};

export interface ChannelRow {
  deviceId: string;
  deviceName: string;
  channelNo: number | null;
  channelName: string | null;
  playHdLiveUrl: string | null;
  accessToken: string | null;
}

/** The project's video devices (of one type when given), each with its first channel. */
export async function listDevices(
  db: Database,
  projectId: string,
  deviceType: string | undefined,
  window: { limit: number; offset: number },
): Promise<ChannelRow[]> {
  const first = db
    .select()
    .from(monitorChannels)
    .where(eq(monitorChannels.deviceId, monitorDevices.id))
    .orderBy(asc(monitorChannels.channelNo))
    .limit(1)
    .as('first_channel');
  return db
    .select({
      deviceId: monitorDevices.id,
      deviceName: monitorDevices.deviceName,
      channelNo: first.channelNo,
      channelName: first.channelName,
      playHdLiveUrl: first.playHdLiveUrl,
      accessToken: first.accessToken,
    })
    .from(monitorDevices)
    .leftJoinLateral(first, sql`true`)
    .where(
      and(
        eq(monitorDevices.projectId, projectId),
        deviceType ? eq(monitorDevices.deviceType, deviceType) : undefined,
      ),
    )
    .orderBy(asc(monitorDevices.sort), asc(monitorDevices.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** The channels of one device of the project, or of one channel of it when `channelNo` is given. */
export async function listChannels(
  db: Database,
  projectId: string,
  deviceId: string,
  channelNo?: number,
): Promise<ChannelRow[]> {
  return db
    .select(channelFields)
    .from(monitorChannels)
    .innerJoin(monitorDevices, eq(monitorDevices.id, monitorChannels.deviceId))
    .where(
      and(
        eq(monitorDevices.projectId, projectId),
        eq(monitorDevices.id, deviceId),
        channelNo === undefined ? undefined : eq(monitorChannels.channelNo, channelNo),
      ),
    )
    .orderBy(asc(monitorChannels.channelNo));
}
