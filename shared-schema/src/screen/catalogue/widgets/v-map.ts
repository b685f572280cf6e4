import { WIDGET_CALLS } from '../calls';
import { defineWidget } from '../define';

/** Dark, fixed map centred on the project (zoom 16, no scroll zoom or drag). */
export const vMap = defineWidget({
  type: 'VMap',
  label: '地图',
  palette: 'basic',
  attrPanel: 'map',
  size: { width: 640, height: 400 },
  defaultStyle: { rotate: 0, opacity: 1, borderRadius: '' },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: ['position', 'commonStyle', 'linkage'],
  dataCalls: [WIDGET_CALLS.project],
});
