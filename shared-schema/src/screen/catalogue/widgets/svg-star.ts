import { defineWidget, SHAPE_PANELS } from '../define';

export const svgStar = defineWidget({
  type: 'SVGStar',
  label: '星形',
  palette: 'shapes',
  attrPanel: 'star',
  size: { width: 80, height: 80 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    fontSize: 14,
    fontWeight: 400,
    textAlign: 1,
    verticalAlign: 1,
    color: '',
    borderColor: '#000000',
    borderWidth: 1,
    background: '#ffffff',
  },
  defaultPropValue: '',
  propKind: 'text',
  resizable: false,
  panels: SHAPE_PANELS,
  dataCalls: [],
});
