import {
  LPR_DEVICE_API,
  type LprDeviceStatus,
  type LprPasswordForm,
  type LprVideoInfo,
} from '@site/shared-schema';
import { fetchData, httpFor } from '../../../api/http';

/** The camera commands that answer its state afterwards. */
export type StatusCommand = 'connection' | 'refreshStatus' | 'restart' | 'cutOff';

export const sendStatusCommand = (command: StatusCommand, projectId: string, deviceId: string) =>
  fetchData<LprDeviceStatus>(LPR_DEVICE_API[command], { projectId, deviceId });

/** The camera's live picture, its address made absolute on the site base it is relative to. */
export async function fetchVideoUrl(projectId: string, deviceId: string): Promise<LprVideoInfo> {
  const video = await fetchData<LprVideoInfo>(LPR_DEVICE_API.getVideoUrl, { projectId, deviceId });
  const base = httpFor(LPR_DEVICE_API.getVideoUrl).defaults.baseURL ?? '';
  return { ...video, url: video.url.startsWith('/') ? `${base}${video.url}` : video.url };
}

export const changePassword = (projectId: string, deviceId: string, form: LprPasswordForm) =>
  fetchData<null>(LPR_DEVICE_API.updatePWD, { projectId, deviceId, ...form });
