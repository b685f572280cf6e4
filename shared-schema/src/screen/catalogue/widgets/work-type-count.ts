import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Person counts per work type. */
export const workTypeCount = defineWidget({
  type: 'WorkTypeCount',
  label: '工种人数',
  palette: 'site',
  attrPanel: 'common',
  size: { width: 400, height: 300 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.workTypeCounts],
  reducedInMethods: true,
});
