import { BASIC_PANELS, defineWidget } from '../define';

export const vTable = defineWidget({
  type: 'VTable',
  label: '表格',
  palette: 'basic',
  attrPanel: 'table',
  size: { width: 600, height: 200 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    fontSize: 14,
    fontWeight: 400,
    textAlign: 1,
    verticalAlign: 1,
    color: '',
    // Transparent: rows stand on the wall and take its text colour, never white on white.
    background: '',
  },
  defaultPropValue: {
    data: [
      ['列1', '列2', '列3'],
      ['', '', ''],
    ],
    stripe: true,
    thBold: true,
  },
  propKind: 'table',
  resizable: true,
  panels: [...BASIC_PANELS, 'table', 'dataSource'],
  dataCalls: [],
});
