import { Type } from '@sinclair/typebox';
import { type VideoDevice, WIDGET_CALLS } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { type ChannelRow, listChannels, listDevices } from './queries';

/** A device without a channel answers empty channel fields; stream URLs are empty until streams exist. */
const toVideoDevice = (row: ChannelRow): VideoDevice => ({
  deviceId: row.deviceId,
  deviceName: row.deviceName,
  channelId: row.channelNo === null ? '' : String(row.channelNo),
  channelName: row.channelName ?? '',
  playHdLiveUrl: row.playHdLiveUrl ?? '',
  accessToken: row.accessToken ?? '',
});

const id = Type.String({ minLength: 1, maxLength: 64 });

export const videoRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: WIDGET_CALLS.videoDevices.path,
    access: 'cSiteMonitorDeviceManager',
    projectField: 'businessId',
    wall: true,
    body: Type.Object({
      businessId: id,
      deviceType: Type.Optional(Type.String({ maxLength: 16 })),
      ...pageFields,
    }),
    handler: async ({ body }): Promise<VideoDevice[]> =>
      (await listDevices(db, body.businessId, body.deviceType || undefined, pageWindow(body))).map(
        toVideoDevice,
      ),
  }),
  defineRoute({
    path: WIDGET_CALLS.videoChannels.path,
    access: 'cSiteMonitorDeviceManager',
    projectField: 'businessId',
    wall: true,
    body: Type.Object({ businessId: id, deviceId: id }),
    handler: async ({ body }): Promise<VideoDevice[]> =>
      (await listChannels(db, body.businessId, body.deviceId)).map(toVideoDevice),
  }),
  defineRoute({
    path: WIDGET_CALLS.videoPlayPath.path,
    access: 'cSiteMonitorDeviceManager',
    projectField: 'projectId',
    wall: true,
    // An empty channelId means the device's first channel.
    body: Type.Object({
      projectId: id,
      deviceId: id,
      channelId: Type.Optional(Type.String({ maxLength: 8 })),
    }),
    handler: async ({ body }): Promise<VideoDevice> => {
      const channelNo = body.channelId ? Number(body.channelId) : undefined;
      const [channel] =
        channelNo === undefined || Number.isInteger(channelNo)
          ? await listChannels(db, body.projectId, body.deviceId, channelNo)
          : [];
      if (!channel) throw new ApiError(CODE.notFound, '通道不存在');
      return toVideoDevice(channel);
    },
  }),
];
