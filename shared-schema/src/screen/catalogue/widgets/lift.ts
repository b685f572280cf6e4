import { CAROUSEL_DEFAULT_MS, CAROUSEL_INTERVALS } from '../../constants';
import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Lifts (elevators) one at a time: status, alarm and rated parameters of the current lift. */
export const lift = defineWidget({
  type: 'Lift',
  label: '升降机监测',
  palette: 'site',
  attrPanel: 'lift',
  size: { width: 480, height: 360 },
  defaultStyle: { ...SITE_STYLE, interval: CAROUSEL_DEFAULT_MS, deviceId: '' },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS, 'carouselInterval', 'devicePicker'],
  dataCalls: [WIDGET_CALLS.liftList, WIDGET_CALLS.liftDetail],
  carousel: { styleKey: 'interval', defaultMs: CAROUSEL_DEFAULT_MS, choices: CAROUSEL_INTERVALS },
});
