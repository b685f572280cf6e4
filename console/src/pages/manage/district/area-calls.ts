import { AREA_API, type AreaDevice, type AreaObjects } from '@site/shared-schema';
import { call, fetchData } from '../../../api/http';

export interface AreaScope {
  projectId: string;
  areaId: string;
}

/** An area's teams and devices, and every team and device of the project as choices (siteAreaObject/query). */
export const queryAreaObjects = (scope: AreaScope) => fetchData<AreaObjects>(AREA_API.objects, scope);

/** Makes exactly these teams and devices the area's (siteAreaObject/addAndUpdate); answers the message and the new objects. */
export const saveAreaObjects = (scope: AreaScope, teamIdList: string[], deviceIdList: string[]) =>
  call<AreaObjects>(AREA_API.saveObjects, { ...scope, teamIdList, deviceIdList });

/** The face devices standing in the area with their state (siteVerifyDevice/queryByArea). */
export const listAreaDevices = (scope: AreaScope) => fetchData<AreaDevice[]>(AREA_API.devices, scope);
