import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Person counts per team. */
export const teamCount = defineWidget({
  type: 'TeamCount',
  label: '班组人数',
  palette: 'site',
  attrPanel: 'common',
  size: { width: 400, height: 300 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.teamCounts],
  reducedInMethods: true,
});
