import { ATTENDANCE_RATE_FONT_SIZE, ATTENDANCE_TITLE_FONT_SIZE } from '../../constants';
import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Attendance rate of the summary; propValue.rateNum is the rate shown until the first answer. */
export const attendanceRate = defineWidget({
  type: 'AttendanceRate',
  label: '出勤率',
  palette: 'site',
  attrPanel: 'common',
  size: { width: 400, height: 200 },
  defaultStyle: {
    ...SITE_STYLE,
    titleFontSize: ATTENDANCE_TITLE_FONT_SIZE,
    rateFontSize: ATTENDANCE_RATE_FONT_SIZE,
  },
  defaultPropValue: { rateNum: 0 },
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS, 'rateFonts'],
  dataCalls: [WIDGET_CALLS.attendanceCount],
});
