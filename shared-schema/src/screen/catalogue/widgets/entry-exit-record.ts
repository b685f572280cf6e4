import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** The latest entry/exit records of today (5 rows). */
export const entryExitRecord = defineWidget({
  type: 'EntryExitRecord',
  label: '最新进出记录',
  palette: 'site',
  attrPanel: 'common',
  size: { width: 480, height: 400 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.entryExitRecords],
  reducedInMethods: true,
});
