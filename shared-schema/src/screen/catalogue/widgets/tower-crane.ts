import { CAROUSEL_DEFAULT_MS, CAROUSEL_INTERVALS } from '../../constants';
import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Tower cranes one at a time: status, height, moment, wind and load of the current crane. */
export const towerCrane = defineWidget({
  type: 'TowerCrane',
  label: '塔吊监测',
  palette: 'site',
  attrPanel: 'towerCrane',
  size: { width: 480, height: 360 },
  defaultStyle: { ...SITE_STYLE, interval: CAROUSEL_DEFAULT_MS, deviceId: '' },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS, 'carouselInterval', 'devicePicker'],
  dataCalls: [WIDGET_CALLS.craneList, WIDGET_CALLS.craneDetail],
  carousel: { styleKey: 'interval', defaultMs: CAROUSEL_DEFAULT_MS, choices: CAROUSEL_INTERVALS },
});
