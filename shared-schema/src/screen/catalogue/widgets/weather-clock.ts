import { TIME_FORMATS } from '../../constants';
import { WIDGET_CALLS } from '../calls';
import { defineWidget, SITE_PANELS, SITE_STYLE } from '../define';

/** Clock with the weather: week, tem1, wea. */
export const weatherClock = defineWidget({
  type: 'WeatherClock',
  label: '天气时钟',
  palette: 'basic',
  attrPanel: 'common',
  size: { width: 480, height: 40 },
  defaultStyle: { ...SITE_STYLE, fontSize: 20, formats: TIME_FORMATS.dateTime, year: 0 },
  defaultPropValue: {},
  propKind: 'object',
  resizable: true,
  panels: [...SITE_PANELS, 'clockFormat'],
  dataCalls: [WIDGET_CALLS.weather],
});
