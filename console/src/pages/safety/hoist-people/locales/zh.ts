import {
  CRANE_DRIVER_RESOURCE,
  CRANE_FACE_DEVICE_RESOURCE,
  CRANE_WORK_RESOURCE,
  EXPIRY_STATUSES,
  FACE_DEVICE_STATUSES,
  LIFT_DRIVER_RESOURCE,
  LIFT_FACE_DEVICE_RESOURCE,
  LIFT_WORK_RESOURCE,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../../resource/locale-labels';

const faceDevice = <R extends typeof CRANE_FACE_DEVICE_RESOURCE | typeof LIFT_FACE_DEVICE_RESOURCE>(
  resource: R,
) => ({
  label: resource.label,
  fields: fieldLabels(resource),
  options: { deviceStatus: optionLabels(FACE_DEVICE_STATUSES) },
});

const driver = <R extends typeof CRANE_DRIVER_RESOURCE | typeof LIFT_DRIVER_RESOURCE>(resource: R) => ({
  label: resource.label,
  fields: fieldLabels(resource),
  options: { expiryStatus: optionLabels(EXPIRY_STATUSES) },
});

/**
 * Chinese texts of the cranes' and lifts' face-recognition, driver and work-cycle lists: the resources'
 * labels from their declarations, the pages' own under `hoistPeople`. The other languages match this shape.
 */
export const hoistPeopleZh = {
  hoistPeople: {
    endBeforeStart: '证书有效期应晚于发证日期',
    drivers: '司机',
    noDriver: '未指定司机',
  },
  craneFaceDevice: faceDevice(CRANE_FACE_DEVICE_RESOURCE),
  liftFaceDevice: faceDevice(LIFT_FACE_DEVICE_RESOURCE),
  craneDriver: driver(CRANE_DRIVER_RESOURCE),
  liftDriver: driver(LIFT_DRIVER_RESOURCE),
  craneWork: { label: CRANE_WORK_RESOURCE.label, fields: fieldLabels(CRANE_WORK_RESOURCE) },
  liftWork: { label: LIFT_WORK_RESOURCE.label, fields: fieldLabels(LIFT_WORK_RESOURCE) },
};
