import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** 进出场实况: entries and exits per hour. */
export const outInLiveChart = defineWidget({
  type: 'OutInLiveChart',
  label: '进出场实况',
  palette: 'charts',
  attrPanel: 'deviceChart',
  size: { width: 640, height: 360 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.outInChart],
});
