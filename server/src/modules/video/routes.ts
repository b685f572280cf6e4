import { Type } from '@sinclair/typebox';
import { type VideoDevice, WIDGET_CALLS } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { controlRoutes } from './control';
import { type CameraRig, cameraKey, cameraRigOf, livePath } from './live';
import { type ChannelRow, listChannels, listDevices } from './queries';

/**
 * A device without a channel answers empty channel fields. A channel without a stream address of its
 * own plays its virtual camera: a signed MJPEG address, whose token is also the accessToken.
 */
function videoDeviceOf(rig: CameraRig, row: ChannelRow): VideoDevice {
  const device = {
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    channelId: row.channelNo === null ? '' : String(row.channelNo),
    channelName: row.channelName ?? '',
    playHdLiveUrl: row.playHdLiveUrl ?? '',
    accessToken: row.accessToken ?? '',
  };
  if (device.playHdLiveUrl || row.channelNo === null) return device;
  const token = rig.tokens.sign(cameraKey(row.deviceId, row.channelNo));
  return { ...device, playHdLiveUrl: livePath(row.deviceId, row.channelNo, token), accessToken: token };
}

const id = Type.String({ minLength: 1, maxLength: 64 });

export const videoRoutes = (deps: AppDeps) => {
  const { db } = deps;
  const rig = cameraRigOf(deps);
  const toVideoDevice = (row: ChannelRow) => videoDeviceOf(rig, row);
  return [
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
    ...controlRoutes(db, rig),
  ];
};
