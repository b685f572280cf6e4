import { BASIC_PANELS, defineWidget } from '../define';

export const vButton = defineWidget({
  type: 'VButton',
  label: '按钮',
  palette: 'basic',
  attrPanel: 'button',
  size: { width: 100, height: 34 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    borderWidth: 1,
    borderColor: '',
    borderRadius: '',
    fontSize: 14,
    fontWeight: 400,
    lineHeight: '',
    letterSpacing: 0,
    textAlign: 1,
    verticalAlign: 1,
    color: '',
    background: '',
  },
  defaultPropValue: '按钮',
  propKind: 'text',
  resizable: true,
  panels: [...BASIC_PANELS, 'content', 'border'],
  dataCalls: [],
});
