import { defineWidget, SHAPE_PANELS } from '../define';

export const circleShape = defineWidget({
  type: 'CircleShape',
  label: '圆形',
  palette: 'shapes',
  attrPanel: 'circle',
  size: { width: 200, height: 200 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    fontSize: 14,
    fontWeight: 400,
    lineHeight: '',
    letterSpacing: 0,
    textAlign: 1,
    verticalAlign: 1,
    color: '',
    borderColor: '#000000',
    borderWidth: 1,
    borderStyle: 'solid',
    background: '',
  },
  defaultPropValue: '',
  propKind: 'text',
  resizable: false,
  panels: [...SHAPE_PANELS, 'content'],
  dataCalls: [],
});
