import {
  LPR_WHITE_LIST_RESOURCE,
  PLATE_COLORS,
  VEHICLE_TYPE_OPTIONS,
  WHITE_LIST_STATUSES,
  WHITE_LIST_TYPES,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../resource/locale-labels';

/** Chinese texts of the vehicle pages: the whitelist's labels and choices come from its declaration. */
export const vehicleZh = {
  lprWhiteList: {
    label: LPR_WHITE_LIST_RESOURCE.label,
    fields: fieldLabels(LPR_WHITE_LIST_RESOURCE),
    options: {
      wtype: optionLabels(WHITE_LIST_TYPES),
      color: optionLabels(PLATE_COLORS),
      carType: optionLabels(VEHICLE_TYPE_OPTIONS),
      status: optionLabels(WHITE_LIST_STATUSES),
    },
  },
  vehicle: {
    expiryBeforeEffect: '失效时间必须晚于生效时间',
    expiry: { expired: '已过期', expiring: '即将过期', valid: '有效' },
    rule: {
      open: '白名单规则',
      title: '白名单规则',
      strangerPass: '非白名单车辆放行',
      strangerPassHint: '开启后，未登记的车辆也会抬杆放行，并记为陌生车辆',
      expireRemindDays: '到期提醒天数',
      expireRemindDaysHint: '失效时间在此天数内的白名单标记为即将过期',
      expireRemindDaysRequired: '请输入到期提醒天数',
    },
  },
};
