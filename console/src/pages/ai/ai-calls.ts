import {
  AI_BOX_API,
  AI_CAMERA_API,
  AI_TRAFFIC_API,
  type AiBoxCamera,
  type AiTrafficPoint,
} from '@site/shared-schema';
import { fetchData } from '../../api/http';

/** The project's video cameras, each with the box analysing it. */
export const listBoxCameras = (projectId: string, boxId: string) =>
  fetchData<AiBoxCamera[]>(AI_BOX_API.cameras, { projectId, boxId });

export const bindCameras = (projectId: string, boxId: string, deviceIdList: string[]) =>
  fetchData<null>(AI_BOX_API.bind, { projectId, boxId, deviceIdList });

export const unbindCameras = (projectId: string, boxId: string, deviceIdList: string[]) =>
  fetchData<null>(AI_BOX_API.unbind, { projectId, boxId, deviceIdList });

export const syncCamera = (projectId: string, cameraId: string) =>
  fetchData<unknown>(AI_CAMERA_API.sync, { projectId, cameraId });

export const trafficByHour = (projectId: string, day: string) =>
  fetchData<AiTrafficPoint[]>(AI_TRAFFIC_API.byHour, { projectId, day });

export const trafficByDay = (projectId: string, startDate: string, endDate: string) =>
  fetchData<AiTrafficPoint[]>(AI_TRAFFIC_API.byDay, { projectId, startDate, endDate });
