import type { CameraChannelAnswer } from '@site/shared-realtime';
import type { Database } from '../../db/client';
import { ApiError, CODE } from '../../http/envelope';
import type { DeviceRequestHandler } from '../realtime/requests';
import { listChannels } from './queries';

/** sendGetCameraChannel: the channels of one camera or recorder of the project, for a channel picker. */
export const cameraChannelRequest = (db: Database): DeviceRequestHandler<CameraChannelAnswer> => ({
  request: 'sendGetCameraChannel',
  access: 'cSiteMonitorDeviceManager',
  refused: { channels: [] },
  async handle(_user, { projectId, deviceId }) {
    const rows = await listChannels(db, projectId, deviceId);
    if (rows.length === 0) throw new ApiError(CODE.notFound, '设备不存在');
    return {
      channels: rows.map((row) => ({
        channelId: row.channelNo === null ? '' : String(row.channelNo),
        channelName: row.channelName ?? '',
      })),
    };
  },
});
