import { defineWidget } from '../define';

/** A notice: text played with the in/out methods, scrolling continuously by default. */
export const notice = defineWidget({
  type: 'Notice',
  label: '公告',
  palette: 'basic',
  attrPanel: 'text',
  size: { width: 600, height: 40 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    fontSize: 20,
    fontWeight: 400,
    textAlign: 0,
    verticalAlign: 1,
    color: '#ffffff',
    background: '',
    inMethod: 'continuousScroll',
    outMethod: 'immediate',
    stopMethod: 'static',
    speed: 3,
    stopTime: 3000,
  },
  defaultPropValue: '请输入公告内容',
  propKind: 'text',
  resizable: true,
  panels: ['position', 'commonStyle', 'content', 'inOut', 'linkage'],
  dataCalls: [],
});
