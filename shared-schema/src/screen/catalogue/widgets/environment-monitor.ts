import { CAROUSEL_DEFAULT_MS, CAROUSEL_INTERVALS } from '../../constants';
import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Dust and noise readings of the environmental devices, one device at a time. */
export const environmentMonitor = defineWidget({
  type: 'EnvironmentMonitor',
  label: '环境监测',
  palette: 'site',
  attrPanel: 'environmentMonitor',
  size: { width: 480, height: 320 },
  defaultStyle: { ...SITE_STYLE, interval: CAROUSEL_DEFAULT_MS, deviceId: '' },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS, 'carouselInterval', 'devicePicker'],
  dataCalls: [WIDGET_CALLS.environmentDevices],
  carousel: { styleKey: 'interval', defaultMs: CAROUSEL_DEFAULT_MS, choices: CAROUSEL_INTERVALS },
});
