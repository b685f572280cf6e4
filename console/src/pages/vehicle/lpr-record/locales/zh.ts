import {
  LPR_ACCESS_RECORD_RESOURCE,
  LPR_STRANGE_RECORD_RESOURCE,
  LPR_THROUGH_RECORD_RESOURCE,
  LPR_THROUGH_STATISTICS_RESOURCE,
  PLATE_COLORS,
  VEHICLE_DIRECTIONS,
  VEHICLE_TYPE_OPTIONS,
} from '@site/shared-schema';
import { fieldLabels, optionLabels } from '../../../../resource/locale-labels';

const plateColor = optionLabels(PLATE_COLORS);
const vehicleType = optionLabels(VEHICLE_TYPE_OPTIONS);
const direction = optionLabels(VEHICLE_DIRECTIONS);

/**
 * Chinese texts of the plate records (lpr-record). The lists' labels and choices come from their
 * declarations; `lprRecord` holds the page's own texts.
 */
export const lprRecordZh = {
  lprAccessRecord: {
    label: LPR_ACCESS_RECORD_RESOURCE.label,
    fields: fieldLabels(LPR_ACCESS_RECORD_RESOURCE),
    options: { plateColor, vehicleType, direction },
  },
  lprThroughRecord: {
    label: LPR_THROUGH_RECORD_RESOURCE.label,
    fields: fieldLabels(LPR_THROUGH_RECORD_RESOURCE),
    options: { plateColor, vehicleType },
  },
  lprStrangeRecord: {
    label: LPR_STRANGE_RECORD_RESOURCE.label,
    fields: fieldLabels(LPR_STRANGE_RECORD_RESOURCE),
    options: { plateColor, vehicleType, direction },
  },
  lprThroughStatistics: {
    label: LPR_THROUGH_STATISTICS_RESOURCE.label,
    fields: fieldLabels(LPR_THROUGH_STATISTICS_RESOURCE),
    options: { plateColor },
  },
  lprRecord: {
    tabs: { statistics: '通行统计', access: '出入记录', through: '通行记录', stranger: '陌生车辆' },
    chart: { in: '进场车次', out: '出场车次' },
  },
};
