import {
  AEP_DEVICE_RESOURCE,
  AEP_REALTIME_LOG_RESOURCE,
  AI_BOX_ALARM_RESOURCE,
  AI_BOX_RESOURCE,
  AI_CAMERA_HOUR_RECORD_RESOURCE,
  AI_CAMERA_OUT_IN_RESOURCE,
  AI_CAMERA_PERSON_RECORD_RESOURCE,
  AI_CAMERA_RESOURCE,
  AI_CAMERA_STRANGER_RESOURCE,
  AREA_RESOURCE,
  BLACKLIST_RESOURCE,
  CERT_RECORD_RESOURCE,
  CLOUD_ATTENDANCE_RESOURCE,
  CRANE_ALARM_RESOURCE,
  CRANE_DRIVER_RESOURCE,
  CRANE_FACE_DEVICE_RESOURCE,
  CRANE_REALTIME_RESOURCE,
  CRANE_WORK_RESOURCE,
  DETAIL_RECORD_RESOURCE,
  DISPLAY_RESOURCE,
  EPP_CERT_RECORD_RESOURCE,
  EPP_FACE_RECORD_RESOURCE,
  EPP_PERSON_RESOURCE,
  EPP_QR_CODE_RECORD_RESOURCE,
  FC_COMPARER_LOG_RESOURCE,
  FLEET_RESOURCE,
  LIFT_ALARM_RESOURCE,
  LIFT_DRIVER_RESOURCE,
  LIFT_FACE_DEVICE_RESOURCE,
  LIFT_REALTIME_RESOURCE,
  LIFT_WORK_RESOURCE,
  LPR_ACCESS_RECORD_RESOURCE,
  LPR_DEVICE_RESOURCE,
  LPR_STRANGE_RECORD_RESOURCE,
  LPR_THROUGH_RECORD_RESOURCE,
  LPR_THROUGH_STATISTICS_RESOURCE,
  LPR_WHITE_LIST_RESOURCE,
  MONITOR_DEVICE_RESOURCE,
  OUT_IN_HORIZONTAL_RESOURCE,
  OUT_IN_RECORD_RESOURCE,
  PERSON_BANK_CARD_RESOURCE,
  PERSON_CONTRACT_RESOURCE,
  PERSON_RECORD_RESOURCE,
  PERSON_RESOURCE,
  PERSON_SALARY_RESOURCE,
  PLAYLIST_RESOURCE,
  PROJECT_BANK_CARD_RESOURCE,
  type ResourceDescription,
  STRANGER_RECORD_RESOURCE,
  TEAM_RESOURCE,
  TEMPORARY_RECORD_RESOURCE,
  TEMPORARY_RESOURCE,
  TRAIN_DEVICE_RESOURCE,
  TRAIN_INFO_RESOURCE,
  TRAIN_PERSON_RECORD_RESOURCE,
  VERIFY_DEVICE_RESOURCE,
  WX_MANAGER_RESOURCE,
  YCJZ_DEVICE_RESOURCE,
} from '@site/shared-schema';
import type { RouteSpec } from '../http/route';
import { aepDeviceAdapter, aepRealtimeLogAdapter } from '../modules/aep-device/adapter';
import { aepDevicePlans } from '../modules/aep-device/plans';
import { aiBoxAlarmAdapter } from '../modules/ai/alarm-adapter';
import { aiBoxAdapter } from '../modules/ai/box-adapter';
import { boxCameraPlans } from '../modules/ai/box-cameras';
import { aiCameraAdapter } from '../modules/ai/camera-adapter';
import { cameraSyncPlan } from '../modules/ai/camera-sync';
import {
  aiCameraHourRecordAdapter,
  aiCameraOutInAdapter,
  aiCameraPersonRecordAdapter,
  aiCameraStrangerAdapter,
} from '../modules/ai/record-adapters';
import { trafficPlans } from '../modules/ai/traffic';
import { areaAdapter } from '../modules/area/adapter';
import { areaPlans } from '../modules/area/plans';
import { personBankCardAdapter } from '../modules/bank-card/person-adapter';
import { projectBankCardAdapter } from '../modules/bank-card/project-adapter';
import { blacklistAdapter } from '../modules/blacklist/adapter';
import { cloudAttendanceAdapter } from '../modules/cloud-attendance/adapter';
import { cloudAttendancePlans } from '../modules/cloud-attendance/plans';
import { contractAdapter } from '../modules/contract/adapter';
import { craneAlarmAdapter, craneRealtimeAdapter } from '../modules/crane/records';
import { displayAdapter } from '../modules/display/adapter';
import { displayPlans } from '../modules/display/plans';
import { liftAlarmAdapter, liftRealtimeAdapter } from '../modules/elevator/records';
import { ycjzDeviceAdapter } from '../modules/environment/adapter';
import { eppFaceRecordAdapter, eppPersonAdapter, eppQrCodeRecordAdapter } from '../modules/epidemic/adapters';
import { fcComparerLogAdapter } from '../modules/fc-log/adapter';
import { CRANE_PEOPLE, LIFT_PEOPLE } from '../modules/hoist/people-kinds';
import { driverAdapter, driversByDevicePlan } from '../modules/hoist-people/drivers';
import { craneWorkAdapter, liftWorkAdapter } from '../modules/hoist-people/work';
import {
  certRecordAdapter,
  detailRecordAdapter,
  strangerRecordAdapter,
  temporaryRecordAdapter,
} from '../modules/identify-record/adapters';
import { CERT_QUERY_PLAN } from '../modules/identify-record/cert-query';
import { outInHorizontalAdapter, outInRecordAdapter } from '../modules/identify-record/out-in';
import { operateLogPlan } from '../modules/operate-log/routes';
import { personAdapter } from '../modules/person/adapter';
import { personExtraPlans } from '../modules/person/extras';
import { personRecordAdapter } from '../modules/person-record/adapter';
import { personRecordPlans } from '../modules/person-record/plans';
import { playlistAdapter } from '../modules/playlist/adapter';
import { playlistPlans } from '../modules/playlist/plans';
import { salaryAdapter } from '../modules/salary/adapter';
import { salaryPlans } from '../modules/salary/plans';
import { registerImportHandler } from '../modules/task/import-task';
import { teamAdapter } from '../modules/team/adapter';
import { teamPlans } from '../modules/team/plans';
import { temporaryAdapter } from '../modules/temporary/adapter';
import { approvePlan } from '../modules/temporary/approve';
import { trainInfoAdapter } from '../modules/train/adapter';
import { trainRelationPlans } from '../modules/train/relation-plans';
import { trainDeviceAdapter } from '../modules/train-device/adapter';
import { trainDevicePlans } from '../modules/train-device/plans';
import { trainPersonRecordAdapter } from '../modules/train-device/record-adapter';
import { fleetAdapter } from '../modules/vehicle/fleet-adapter';
import { fleetPlans } from '../modules/vehicle/fleet-plans';
import { lprDeviceAdapter } from '../modules/vehicle/lpr-device-adapter';
import { lprDevicePlans } from '../modules/vehicle/lpr-device-plans';
import {
  accessRecordAdapter,
  strangeRecordAdapter,
  throughRecordAdapter,
  throughStatisticsAdapter,
} from '../modules/vehicle/lpr-record-adapters';
import { accessRecordPlans } from '../modules/vehicle/lpr-record-plans';
import { throughStatisticsPlans } from '../modules/vehicle/lpr-statistics-plans';
import { whiteListAdapter } from '../modules/vehicle/white-list-adapter';
import { whiteListRulePlans } from '../modules/vehicle/white-list-rule';
import { cabDeviceAdapter, verifyDeviceAdapter } from '../modules/verify-device/adapter';
import { devicePersonsPlan } from '../modules/verify-device/persons-plan';
import { monitorChannelPlans } from '../modules/video/channel-plans';
import { monitorDeviceAdapter } from '../modules/video/device-adapter';
import { wxManagerAdapter } from '../modules/wx-manager/adapter';
import type { AppDeps } from '../options';
import type { ResourceAdapter, ResourceBinding } from './adapter';
import { resourceImportHandler } from './import-handler';
import { type RoutePlan, routeOf } from './plan';
import { resourcePlans } from './register';

export interface DeclaredResource extends ResourceBinding {
  /** Every route of the resource: the block's, with the resource's own in place of or besides them. */
  plans: RoutePlan[];
}

/** A resource's routes: its special plans replace the block's of the same action, the others are added. */
function declare(
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  special: RoutePlan[] = [],
): DeclaredResource {
  const replaced = new Set(special.map((plan) => plan.action));
  const plans = [
    ...resourcePlans(resource, adapter).filter((plan) => !replaced.has(plan.action)),
    ...special,
  ];
  return { resource, adapter, plans };
}

/**
 * Every declared resource with its adapter and routes. A new list page adds its line here; the generated
 * authorization suite (authorization.test.ts) fails for a declaration of shared-schema missing from it.
 */
export const DECLARED_RESOURCES: readonly DeclaredResource[] = [
  declare(PERSON_RESOURCE, personAdapter, personExtraPlans),
  declare(BLACKLIST_RESOURCE, blacklistAdapter),
  declare(PERSON_BANK_CARD_RESOURCE, personBankCardAdapter),
  declare(PROJECT_BANK_CARD_RESOURCE, projectBankCardAdapter),
  declare(PERSON_CONTRACT_RESOURCE, contractAdapter),
  declare(TEMPORARY_RESOURCE, temporaryAdapter, [approvePlan]),
  declare(PERSON_SALARY_RESOURCE, salaryAdapter, salaryPlans),
  declare(CLOUD_ATTENDANCE_RESOURCE, cloudAttendanceAdapter, cloudAttendancePlans),
  declare(VERIFY_DEVICE_RESOURCE, verifyDeviceAdapter, [devicePersonsPlan(VERIFY_DEVICE_RESOURCE, null)]),
  declare(PERSON_RECORD_RESOURCE, personRecordAdapter, personRecordPlans),
  declare(CERT_RECORD_RESOURCE, certRecordAdapter, [CERT_QUERY_PLAN]),
  declare(OUT_IN_RECORD_RESOURCE, outInRecordAdapter),
  declare(OUT_IN_HORIZONTAL_RESOURCE, outInHorizontalAdapter),
  declare(DETAIL_RECORD_RESOURCE, detailRecordAdapter),
  declare(STRANGER_RECORD_RESOURCE, strangerRecordAdapter),
  declare(TEMPORARY_RECORD_RESOURCE, temporaryRecordAdapter),
  declare(FC_COMPARER_LOG_RESOURCE, fcComparerLogAdapter),
  declare(CRANE_REALTIME_RESOURCE, craneRealtimeAdapter),
  declare(CRANE_ALARM_RESOURCE, craneAlarmAdapter),
  declare(LIFT_REALTIME_RESOURCE, liftRealtimeAdapter),
  declare(LIFT_ALARM_RESOURCE, liftAlarmAdapter),
  declare(CRANE_WORK_RESOURCE, craneWorkAdapter),
  declare(LIFT_WORK_RESOURCE, liftWorkAdapter),
  declare(CRANE_FACE_DEVICE_RESOURCE, cabDeviceAdapter(CRANE_PEOPLE), [
    devicePersonsPlan(CRANE_FACE_DEVICE_RESOURCE, CRANE_PEOPLE.bindingType),
  ]),
  declare(LIFT_FACE_DEVICE_RESOURCE, cabDeviceAdapter(LIFT_PEOPLE), [
    devicePersonsPlan(LIFT_FACE_DEVICE_RESOURCE, LIFT_PEOPLE.bindingType),
  ]),
  declare(CRANE_DRIVER_RESOURCE, driverAdapter(CRANE_PEOPLE), [
    driversByDevicePlan(CRANE_DRIVER_RESOURCE, CRANE_PEOPLE),
  ]),
  declare(LIFT_DRIVER_RESOURCE, driverAdapter(LIFT_PEOPLE), [
    driversByDevicePlan(LIFT_DRIVER_RESOURCE, LIFT_PEOPLE),
  ]),
  declare(EPP_PERSON_RESOURCE, eppPersonAdapter),
  declare(EPP_FACE_RECORD_RESOURCE, eppFaceRecordAdapter),
  declare(EPP_CERT_RECORD_RESOURCE, certRecordAdapter),
  declare(EPP_QR_CODE_RECORD_RESOURCE, eppQrCodeRecordAdapter),
  declare(TEAM_RESOURCE, teamAdapter, teamPlans),
  declare(AREA_RESOURCE, areaAdapter, areaPlans),
  declare(WX_MANAGER_RESOURCE, wxManagerAdapter),
  declare(YCJZ_DEVICE_RESOURCE, ycjzDeviceAdapter),
  declare(AEP_DEVICE_RESOURCE, aepDeviceAdapter, aepDevicePlans),
  declare(AEP_REALTIME_LOG_RESOURCE, aepRealtimeLogAdapter),
  declare(LPR_WHITE_LIST_RESOURCE, whiteListAdapter, whiteListRulePlans),
  declare(LPR_ACCESS_RECORD_RESOURCE, accessRecordAdapter, accessRecordPlans),
  declare(LPR_THROUGH_RECORD_RESOURCE, throughRecordAdapter),
  declare(LPR_STRANGE_RECORD_RESOURCE, strangeRecordAdapter),
  declare(LPR_THROUGH_STATISTICS_RESOURCE, throughStatisticsAdapter, throughStatisticsPlans),
  declare(LPR_DEVICE_RESOURCE, lprDeviceAdapter, lprDevicePlans),
  declare(FLEET_RESOURCE, fleetAdapter, fleetPlans),
  declare(MONITOR_DEVICE_RESOURCE, monitorDeviceAdapter, monitorChannelPlans),
  declare(TRAIN_INFO_RESOURCE, trainInfoAdapter, trainRelationPlans),
  declare(AI_BOX_RESOURCE, aiBoxAdapter, boxCameraPlans),
  declare(AI_BOX_ALARM_RESOURCE, aiBoxAlarmAdapter),
  declare(AI_CAMERA_RESOURCE, aiCameraAdapter, [cameraSyncPlan]),
  declare(AI_CAMERA_PERSON_RECORD_RESOURCE, aiCameraPersonRecordAdapter),
  declare(AI_CAMERA_STRANGER_RESOURCE, aiCameraStrangerAdapter),
  declare(AI_CAMERA_HOUR_RECORD_RESOURCE, aiCameraHourRecordAdapter, trafficPlans),
  declare(AI_CAMERA_OUT_IN_RESOURCE, aiCameraOutInAdapter),
  declare(TRAIN_DEVICE_RESOURCE, trainDeviceAdapter, trainDevicePlans),
  declare(TRAIN_PERSON_RECORD_RESOURCE, trainPersonRecordAdapter),
  declare(PLAYLIST_RESOURCE, playlistAdapter, playlistPlans),
  declare(DISPLAY_RESOURCE, displayAdapter, displayPlans),
];

/** The operation log's page, which lists the writes of every declared resource. */
export const OPERATE_LOG_PLAN = operateLogPlan(
  Object.fromEntries(DECLARED_RESOURCES.map(({ resource }) => [resource.name, resource.label])),
);

/** Every route the block serves. */
export const BLOCK_PLANS: readonly RoutePlan[] = [
  ...DECLARED_RESOURCES.flatMap((declared) => declared.plans),
  OPERATE_LOG_PLAN,
];

/** The routes of every declared resource and the operation log, with the imports the task centre runs. */
export function declaredResourceRoutes(deps: AppDeps): RouteSpec[] {
  for (const { resource, adapter } of DECLARED_RESOURCES) {
    const taskType = resource.taskTypes?.import;
    if (resource.api.import && taskType)
      registerImportHandler(resourceImportHandler(resource, adapter, taskType));
  }
  return BLOCK_PLANS.map((plan) => routeOf(plan, deps));
}
