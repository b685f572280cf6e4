import {
  AEP_DEVICE_API,
  type AepDeviceRow,
  type AepElectricityStatistic,
  type AepElectricityUnit,
  type AepParamCommand,
  type AepParamState,
  type AepParams,
  type AepRealtimeRow,
  type PageResult,
} from '@site/shared-schema';
import { fetchData } from '../../../api/http';

/** The project's boxes to pick from (the management list, every page: a site has a handful). */
export const queryBoxes = async (projectId: string) =>
  (
    await fetchData<PageResult<AepDeviceRow>>(AEP_DEVICE_API.page, {
      projectId,
      pageNumber: 1,
      pageSize: 1000,
    })
  ).records;

export const queryParam = (projectId: string, deviceId: string) =>
  fetchData<AepParamState>(AEP_DEVICE_API.param, { projectId, deviceId });

export const updateParam = (projectId: string, deviceId: string, params: AepParams) =>
  fetchData<AepParamCommand>(AEP_DEVICE_API.updateParam, { projectId, deviceId, ...params });

export const queryRealtime = (projectId: string, deviceId: string) =>
  fetchData<AepRealtimeRow | null>(AEP_DEVICE_API.realtime, { projectId, deviceId });

export interface ElectricityQuery {
  projectId: string;
  deviceId?: string;
  unit: AepElectricityUnit;
  /** YYYY-MM by day, YYYY by month. */
  period: string;
}

export const queryElectricity = (query: ElectricityQuery) =>
  fetchData<AepElectricityStatistic>(AEP_DEVICE_API.electricity, query);
