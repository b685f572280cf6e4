import { defineWidget } from '../define';

/** Made by compose from the selected components, which it holds in propValue; not in the palette. */
export const group = defineWidget({
  type: 'Group',
  label: '组合',
  palette: null,
  attrPanel: 'group',
  size: { width: 0, height: 0 },
  defaultStyle: { rotate: 0, opacity: 1 },
  defaultPropValue: [],
  propKind: 'group',
  resizable: true,
  panels: ['position', 'animation', 'events', 'linkage'],
  dataCalls: [],
});
