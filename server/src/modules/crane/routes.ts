import { Type } from '@sinclair/typebox';
import {
  type CraneDetail,
  type CraneListRecord,
  type CraneRunningState,
  HOIST_CALLS,
  type PageResult,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { managerPhoneRoute, todayAlarmCountsRoute } from '../device/hoist-routes';
import { craneAlarmTypes } from './limits';
import { type CraneWithLatest, countCraneEvents, findCrane, pageCranes } from './queries';

export const CRANE_ALARM_ERROR_PATH = '/front/siteCraneDevice/queryAlarmErrorData';

/** The seed's list record names the crane id twice (ycjzDeviceId and craneDeviceId): both carry it. */
function toListRecord({ crane, reading }: CraneWithLatest): CraneListRecord {
  return {
    ycjzDeviceId: crane.id,
    craneDeviceId: crane.id,
    craneName: crane.craneName,
    deviceStatus: crane.online ? '1' : '0',
    // In alarm while its latest reading is past a limit.
    alarmStatus: reading && craneAlarmTypes(reading, crane).length > 0 ? '1' : '0',
    towerCapHight: crane.towerCapHeight,
    towerHight: crane.towerHeight,
  };
}

function toDetail(row: CraneWithLatest): CraneDetail {
  const { crane, reading } = row;
  return {
    siteCraneDevice: { ...toListRecord(row), tcMlMaxScope: crane.tcMlMaxScope },
    siteCraneDeviceParam: { backArmLength: crane.backArmLength, frontArmLength: crane.frontArmLength },
    // lastRealtime.tcMlMaxScope is the trolley's current range; the crane's is its largest.
    lastRealtime: reading && {
      height: reading.height,
      obliguity: reading.obliguity,
      moment: reading.moment,
      tcMlMaxScope: reading.range,
      windSpeed: reading.windSpeed,
      weight: reading.weight,
    },
  };
}

/** The live view's state: the detail with the alarms of the latest reading, named, and its time. */
function toRunningState(row: CraneWithLatest): CraneRunningState {
  const { crane, reading } = row;
  return {
    ...toDetail(row),
    alarmTypes: reading ? craneAlarmTypes(reading, crane) : [],
    recordedAt: reading?.recordedAt ?? null,
  };
}

const projectId = Type.String({ minLength: 1 });

export const craneRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: WIDGET_CALLS.craneList.path,
    access: 'cSiteCraneManager',
    projectField: 'projectId',
    wall: true,
    body: Type.Object({ projectId, ...pageFields }),
    handler: async ({ body }): Promise<PageResult<CraneListRecord>> => {
      const { rows, total } = await pageCranes(db, body.projectId, pageWindow(body));
      return { records: rows.map(toListRecord), total };
    },
  }),
  defineRoute({
    path: WIDGET_CALLS.craneDetail.path,
    access: 'cSiteCraneManager',
    projectField: 'projectId',
    wall: true,
    body: Type.Object({ projectId, id: Type.String({ minLength: 1 }) }),
    handler: async ({ body }): Promise<CraneDetail> => {
      const row = await findCrane(db, body.projectId, body.id);
      if (!row) throw new ApiError(CODE.notFound, '设备不存在');
      return toDetail(row);
    },
  }),
  defineRoute({
    path: HOIST_CALLS.crane.runningState,
    access: 'cSiteCraneManager',
    projectField: 'projectId',
    body: Type.Object({ projectId, id: Type.String({ minLength: 1 }) }),
    handler: async ({ body }): Promise<CraneRunningState> => {
      const row = await findCrane(db, body.projectId, body.id);
      if (!row) throw new ApiError(CODE.notFound, '设备不存在');
      return toRunningState(row);
    },
  }),
  managerPhoneRoute(db, HOIST_CALLS.crane.managerPhone, 'cSiteCraneManager'),
  todayAlarmCountsRoute(CRANE_ALARM_ERROR_PATH, 'cSiteCraneManager', (projectId, from, to) =>
    countCraneEvents(db, projectId, from, to),
  ),
];
