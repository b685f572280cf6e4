import { WIDGET_CALLS } from '../calls';
import { defineWidget } from '../define';

/** The current project's name, read from the project; not editable on the canvas. */
export const projectName = defineWidget({
  type: 'ProjectName',
  label: '项目名称',
  palette: 'basic',
  attrPanel: 'projectName',
  size: { width: 480, height: 50 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    fontSize: 32,
    fontWeight: 700,
    letterSpacing: 0,
    textAlign: 1,
    verticalAlign: 1,
    color: '#ffffff',
    background: '',
  },
  defaultPropValue: '',
  propKind: 'text',
  resizable: false,
  panels: ['position', 'commonStyle', 'inOut', 'animation', 'linkage'],
  dataCalls: [WIDGET_CALLS.project],
  extra: { noEdit: true },
});
