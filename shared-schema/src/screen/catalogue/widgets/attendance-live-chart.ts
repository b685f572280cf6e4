import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** 出勤实况: workers and managers inside per hour. */
export const attendanceLiveChart = defineWidget({
  type: 'AttendanceLiveChart',
  label: '出勤实况',
  palette: 'charts',
  attrPanel: 'deviceChart',
  size: { width: 640, height: 360 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.personInChart],
});
