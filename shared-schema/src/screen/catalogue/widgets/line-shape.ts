import { defineWidget, SHAPE_PANELS } from '../define';

export const lineShape = defineWidget({
  type: 'LineShape',
  label: '直线',
  palette: 'shapes',
  attrPanel: 'line',
  size: { width: 200, height: 10 },
  // Drawn in its background colour (as the original product's documents are), border width thick.
  defaultStyle: { rotate: 0, opacity: 1, background: '#ffffff', borderWidth: 2 },
  defaultPropValue: '',
  propKind: 'text',
  resizable: true,
  panels: SHAPE_PANELS,
  dataCalls: [],
});
