import { defineWidget } from '../define';

export const lineShape = defineWidget({
  type: 'LineShape',
  label: '直线',
  palette: 'shapes',
  attrPanel: 'line',
  size: { width: 200, height: 2 },
  defaultStyle: { rotate: 0, opacity: 1, background: '#000000' },
  defaultPropValue: '',
  propKind: 'text',
  resizable: true,
  panels: ['position', 'commonStyle', 'animation', 'events', 'linkage'],
  dataCalls: [],
});
