import { BASIC_PANELS, defineWidget } from '../define';

/**
 * The hint the original designer put in a new text as its content. It is a hint, not content: a new
 * text starts empty (the designer shows the hint in its place), and a saved text that still holds it
 * shows nothing on a wall.
 */
export const TEXT_EDIT_HINT = '双击编辑文字';

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
  defaultPropValue: '',
  propKind: 'text',
  resizable: false,
  panels: [...BASIC_PANELS, 'content', 'inOut', 'dataSource'],
  dataCalls: [],
});
