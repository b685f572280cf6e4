import {
  type SpecialWorkerType,
  WORK_TYPE_API,
  type WorkTypeCode,
  type WorkTypePersonCount,
} from '@site/shared-schema';
import { call, fetchData } from '../../../api/http';

/** Every option of the dictionary with its people in the project (siteWorkerType/workTypePersonCount). */
export const listWorkTypeCounts = (projectId: string, dictionaryTypeCode: WorkTypeCode) =>
  fetchData<WorkTypePersonCount[]>(WORK_TYPE_API.personCount, { projectId, dictionaryTypeCode });

/** Every work type, flagged special or not (specialWorkerType/list). */
export const listSpecialWorkerTypes = (projectId: string) =>
  fetchData<SpecialWorkerType[]>(WORK_TYPE_API.specialList, { projectId });

/** The project's special work types become exactly these (specialWorkerType/saveOrUpdate). */
export const saveSpecialWorkerTypes = (projectId: string, workerTypeIdList: string[]) =>
  call<SpecialWorkerType[]>(WORK_TYPE_API.specialSave, { projectId, workerTypeIdList });

/** Back to the national list (specialWorkerType/reset). */
export const resetSpecialWorkerTypes = (projectId: string) =>
  call<SpecialWorkerType[]>(WORK_TYPE_API.specialReset, { projectId });
