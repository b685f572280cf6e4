import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Project info: name, status, type, manager, dates, address, permit number. */
export const projectInfo = defineWidget({
  type: 'ProjectInfo',
  label: '项目信息',
  palette: 'site',
  attrPanel: 'common',
  size: { width: 480, height: 300 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.project],
  reducedInMethods: true,
});
