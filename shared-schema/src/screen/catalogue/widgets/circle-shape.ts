import { defineShape, SHAPE_PANELS, SHAPE_STYLE } from '../define';

export const circleShape = defineShape({
  type: 'CircleShape',
  label: '圆形',
  attrPanel: 'circle',
  size: { width: 200, height: 200 },
  defaultStyle: { ...SHAPE_STYLE, lineHeight: '', letterSpacing: 0, borderStyle: 'solid', background: '' },
  panels: [...SHAPE_PANELS, 'content'],
});
