import { Type } from '@sinclair/typebox';
import {
  type ElevatorDetail,
  type ElevatorListItem,
  type ElevatorParam,
  HOIST_CALLS,
  type LiftRunningState,
  type PageResult,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { ApiError, CODE, MESSAGE } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { managerPhoneRoute, todayAlarmCountsRoute } from '../device/hoist-routes';
import { maySeeProject } from '../device/visibility';
import { liftAlarmTypes } from './limits';
import { countLiftEvents, findLift, type LiftWithLatest, pageLifts } from './queries';

export const ELEVATOR_ALARM_ERROR_PATH = '/front/siteElevatorDevice/queryAlarmErrorData';

function toListItem({ lift, reading }: LiftWithLatest): ElevatorListItem {
  return {
    elevatorDeviceId: lift.id,
    elevatorName: lift.elevatorName,
    deviceStatus: lift.online ? 1 : 0,
    // In alarm while its latest reading is past a rated value.
    alarmStatus: reading && liftAlarmTypes(reading, lift).length > 0 ? 1 : 0,
  };
}

function toDetail(row: LiftWithLatest): ElevatorDetail {
  const { lift, reading } = row;
  const param: ElevatorParam = {
    ratedPeopleCnt: lift.ratedPeopleCnt,
    elevatorType: lift.elevatorType as ElevatorParam['elevatorType'],
    ratedHeight: lift.ratedHeight,
    maxFloor: lift.maxFloor,
    minFloor: lift.minFloor,
    ratedWeight: lift.ratedWeight,
    ratedUpSpeed: lift.ratedUpSpeed,
    ratedDownSpeed: lift.ratedDownSpeed,
    ratedObliguityX: lift.ratedObliguityX,
    ratedObliguityY: lift.ratedObliguityY,
    ratedWindSpeed: lift.ratedWindSpeed,
    ratedWindLevel: lift.ratedWindLevel,
  };
  return {
    siteElevatorDevice: toListItem(row),
    siteElevatorDeviceParam: param,
    lastRealtime: reading && {
      height: reading.height,
      floor: reading.floor,
      weight: reading.weight,
      peopleCnt: reading.peopleCnt,
      speed: reading.speed,
      obliguityX: reading.obliguityX,
      obliguityY: reading.obliguityY,
      windSpeed: reading.windSpeed,
      time: reading.recordedAt,
    },
  };
}

/** The live view's state: the detail with the alarms of the latest reading, named, and its time. */
function toRunningState(row: LiftWithLatest): LiftRunningState {
  const { lift, reading } = row;
  return {
    ...toDetail(row),
    alarmTypes: reading ? liftAlarmTypes(reading, lift) : [],
    recordedAt: reading?.recordedAt ?? null,
  };
}

const projectId = Type.String({ minLength: 1 });

export const elevatorRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: WIDGET_CALLS.liftList.path,
    access: 'cSiteElevatorDeviceManager',
    projectField: 'projectId',
    wall: true,
    body: Type.Object({ projectId, ...pageFields }),
    handler: async ({ body }): Promise<PageResult<ElevatorListItem>> => {
      const { rows, total } = await pageLifts(db, body.projectId, pageWindow(body));
      return { records: rows.map(toListItem), total };
    },
  }),
  defineRoute({
    path: WIDGET_CALLS.liftDetail.path,
    access: 'cSiteElevatorDeviceManager',
    // The lift widget sends the id alone, so the lift's own project is checked here: a member's project,
    // or the wall key's. A projectId, when sent, is checked as usual and must be the lift's.
    projectField: 'projectId',
    wall: 'org',
    body: Type.Object({ id: Type.String({ minLength: 1 }), projectId: Type.Optional(projectId) }),
    handler: async ({ body, user, playback }): Promise<ElevatorDetail> => {
      const row = await findLift(db, body.id);
      if (!row || (body.projectId && row.lift.projectId !== body.projectId)) {
        throw new ApiError(CODE.notFound, '设备不存在');
      }
      if (!(await maySeeProject(db, { user, playback }, row.lift.projectId))) {
        throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
      }
      return toDetail(row);
    },
  }),
  defineRoute({
    path: HOIST_CALLS.lift.runningState,
    access: 'cSiteElevatorDeviceManager',
    projectField: 'projectId',
    body: Type.Object({ projectId, id: Type.String({ minLength: 1 }) }),
    handler: async ({ body }): Promise<LiftRunningState> => {
      const row = await findLift(db, body.id);
      if (!row || row.lift.projectId !== body.projectId) throw new ApiError(CODE.notFound, '设备不存在');
      return toRunningState(row);
    },
  }),
  managerPhoneRoute(db, HOIST_CALLS.lift.managerPhone, 'cSiteElevatorDeviceManager'),
  todayAlarmCountsRoute(ELEVATOR_ALARM_ERROR_PATH, 'cSiteElevatorDeviceManager', (projectId, from, to) =>
    countLiftEvents(db, projectId, from, to),
  ),
];
