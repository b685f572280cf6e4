import {
  type AttendanceSummary,
  DASHBOARD_API,
  type DeviceKindCount,
  type EntryExitRecord,
  type PageResult,
  PERSONNEL_API,
  type PersonCountData,
  type ProjectDataCount,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { fetchData } from './http';

export const queryProjectDataCount = (projectId: string) =>
  fetchData<ProjectDataCount>(DASHBOARD_API.projectDataCount, { projectId });

export const queryProjectDeviceData = (projectId: string) =>
  fetchData<DeviceKindCount[]>(DASHBOARD_API.projectDeviceData, { projectId });

/** People in the site now, of the whole project. */
export const queryPersonCount = (projectId: string) =>
  fetchData<PersonCountData>(PERSONNEL_API.statisticsPersonCount, { projectId });

/** Today's attendance summary of the whole project. */
export const queryAttendanceSummary = (projectId: string) =>
  fetchData<AttendanceSummary>(WIDGET_CALLS.attendanceCount.path, { projectId, areaIdList: [] });

/**
 * Today's latest entry/exit records of the project, newest first, asked as the wall's widget asks them:
 * a call without the day would count every record the project ever had for a total nobody reads.
 */
export const queryLatestRecords = (projectId: string, pageSize: number) =>
  fetchData<PageResult<EntryExitRecord>>(WIDGET_CALLS.entryExitRecords.path, {
    ...WIDGET_CALLS.entryExitRecords.payload({ projectId, areaIdList: [], now: Date.now() }),
    pageSize,
  });
