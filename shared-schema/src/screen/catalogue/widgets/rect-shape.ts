import { defineShape, SHAPE_PANELS, SHAPE_STYLE } from '../define';

export const rectShape = defineShape({
  type: 'RectShape',
  label: '矩形',
  attrPanel: 'rectangle',
  size: { width: 200, height: 200 },
  defaultStyle: {
    ...SHAPE_STYLE,
    lineHeight: '',
    letterSpacing: 0,
    borderStyle: 'solid',
    borderRadius: '',
    background: '',
  },
  panels: [...SHAPE_PANELS, 'content'],
});
