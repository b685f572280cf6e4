import { MONITOR_CHANNEL_API, type VideoDevice, WIDGET_CALLS } from '@site/shared-schema';
import { fetchData } from '../../api/http';

/** A device's channels, each with its play path (the walls' siteMonitorChannel/list). */
export const listChannels = (projectId: string, deviceId: string) =>
  fetchData<VideoDevice[]>(WIDGET_CALLS.videoChannels.path, { businessId: projectId, deviceId });

export const addChannel = (projectId: string, deviceId: string, channelName: string) =>
  fetchData<unknown>(MONITOR_CHANNEL_API.add, { projectId, deviceId, channelName });

export const renameChannel = (projectId: string, deviceId: string, channelNo: number, channelName: string) =>
  fetchData<unknown>(MONITOR_CHANNEL_API.update, { projectId, deviceId, channelNo, channelName });

export const removeChannel = (projectId: string, deviceId: string, channelNo: number) =>
  fetchData<unknown>(MONITOR_CHANNEL_API.remove, { projectId, deviceId, channelNo });
