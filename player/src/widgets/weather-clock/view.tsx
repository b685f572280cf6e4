/** @jsxImportSource preact */
import { WEATHER_WEEKDAYS, type Weather, weatherSkyOf } from '@site/shared-schema';
import { useState } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { t } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { useNow } from '../../runtime/ticker';
import { textOf } from '../shared/rows';
import { ScrollText } from '../shared/ScrollText';
import { clockText, clockTime, weekdayName } from '../time-format';
import type { WidgetViewProps } from '../types';

const WEATHER_CALL = catalogueCall('WeatherClock', 'weather');

/** A bare number of degrees gets its unit; a text that has one already is kept. */
const temperature = (value: unknown) => {
  const text = textOf(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? `${text}℃` : text;
};

const WEEKDAY_INDEX = new Map<string, number>(WEATHER_WEEKDAYS.map((name, index) => [name, index]));

/** A reported weekday in the wall's language, as the clock names it; one worded otherwise as it came. */
const weekText = (value: unknown) => {
  const text = textOf(value);
  const index = WEEKDAY_INDEX.get(text);
  return index === undefined ? text : weekdayName(index);
};

/** A reported sky in the wall's language; one a service words otherwise as it came. */
const skyText = (value: unknown) => {
  const text = textOf(value);
  const sky = weatherSkyOf(text);
  return sky ? t(`weather.skies.${sky}`) : text;
};

/**
 * WeatherClock: the clock (formats as the Clock widget, ticking on the page's one second ticker)
 * followed by the weather's week, wea and tem1. The weather is an extra: without it (no answer, a
 * null answer, a failed read) the clock shows alone, never an error; stale weather stays without a
 * badge (a one-line clock has no room for it). A weekday the clock already shows is not repeated.
 */
export default function WeatherClockView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const now = useNow();
  const [startedAt] = useState(now);
  const weather = useWidgetCall<Partial<Weather> | null>(WEATHER_CALL, component);
  const style = component.style;
  const clock = clockText(clockTime(style, now, startedAt), style.formats, style.format);
  const extras = [weekText(weather.data?.week), skyText(weather.data?.wea), temperature(weather.data?.tem1)];
  const text = [clock, ...extras.filter((part) => part && !clock.includes(part))].join('  ');
  return <ScrollText text={text} style={style} layout="line" live={live} />;
}
