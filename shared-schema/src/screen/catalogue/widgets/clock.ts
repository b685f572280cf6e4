import { TIME_FORMATS } from '../../constants';
import { defineWidget } from '../define';

/** A clock; year 0 shows the real current time. */
export const clock = defineWidget({
  type: 'Clock',
  label: '时钟',
  palette: 'basic',
  attrPanel: 'common',
  size: { width: 320, height: 40 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    fontSize: 24,
    textAlign: 1,
    verticalAlign: 1,
    color: '#ffffff',
    background: '',
    formats: TIME_FORMATS.dateTime,
    year: 0,
  },
  defaultPropValue: '',
  propKind: 'text',
  resizable: true,
  panels: ['position', 'commonStyle', 'clockFormat', 'inOut'],
  dataCalls: [],
});
