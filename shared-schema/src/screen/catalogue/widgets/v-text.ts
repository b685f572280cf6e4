import { BASIC_PANELS, defineWidget } from '../define';

export const vText = defineWidget({
  type: 'VText',
  label: '文字',
  palette: 'basic',
  attrPanel: 'text',
  size: { width: 200, height: 28 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    fontSize: 14,
    fontWeight: 400,
    lineHeight: '',
    letterSpacing: 0,
    textAlign: 0,
    verticalAlign: 1,
    color: '',
    background: '',
  },
  defaultPropValue: '双击编辑文字',
  propKind: 'text',
  resizable: false,
  panels: [...BASIC_PANELS, 'content', 'inOut', 'dataSource'],
  dataCalls: [],
});
