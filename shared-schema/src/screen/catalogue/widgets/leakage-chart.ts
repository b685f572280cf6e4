import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Leakage monitor, with day and month tabs. */
export const leakageChart = defineWidget({
  type: 'LeakageChart',
  label: '漏电监测',
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
