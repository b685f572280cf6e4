import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Persons in site, workers and managers. */
export const personCount = defineWidget({
  type: 'PersonCount',
  label: '在场人数',
  palette: 'site',
  attrPanel: 'common',
  size: { width: 400, height: 200 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.personCount],
  reducedInMethods: true,
});
