import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Attendance live per area, auto-scrolling (16 ms steps, 1 s pause at the ends). */
export const areaAttendance = defineWidget({
  type: 'AreaAttendance',
  label: '区域出勤实况',
  palette: 'site',
  attrPanel: 'areaAttendance',
  size: { width: 480, height: 300 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.areaAttendance],
});
