import { CLOCK_FORMATS, TIME_TYPES } from '../../constants';
import { defineWidget } from '../define';

/** A timer: counts up or down, from or to a set time (style.year … second, year 0 = now). */
export const timing = defineWidget({
  type: 'Timing',
  label: '计时',
  palette: 'basic',
  attrPanel: 'common',
  size: { width: 240, height: 40 },
  defaultStyle: {
    rotate: 0,
    opacity: 1,
    fontSize: 24,
    textAlign: 1,
    verticalAlign: 1,
    color: '#ffffff',
    background: '',
    type: TIME_TYPES.countUp,
    format: CLOCK_FORMATS.hms,
    year: 0,
    month: 0,
    day: 0,
    hour: 0,
    minute: 0,
    second: 0,
  },
  defaultPropValue: '',
  propKind: 'text',
  resizable: true,
  panels: ['position', 'commonStyle', 'time', 'clockFormat', 'inOut'],
  dataCalls: [],
});
