import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Electrical warnings (temperature, overload, interruption, low and high voltage), with day and month tabs. */
export const electricalWarn = defineWidget({
  type: 'ElectricalWarn',
  label: '用电告警',
  palette: 'charts',
  attrPanel: 'electricityChart',
  size: { width: 640, height: 360 },
  defaultStyle: { ...SITE_STYLE },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS],
  dataCalls: [WIDGET_CALLS.electricityDay, WIDGET_CALLS.electricityMonth],
});
