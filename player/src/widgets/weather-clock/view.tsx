/** @jsxImportSource preact */
import type { Weather } from '@site/shared-schema';
import { useState } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { useRuntime } from '../../runtime/context';
import { useNow } from '../../runtime/ticker';
import { textOf } from '../shared/rows';
import { ScrollText } from '../shared/ScrollText';
import { clockText, clockTime } from '../time-format';
import type { WidgetViewProps } from '../types';

const WEATHER_CALL = catalogueCall('WeatherClock', 'weather');

/** A bare number of degrees gets its unit; a text that has one already is kept. */
const temperature = (value: unknown) => {
  const text = textOf(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? `${text}℃` : text;
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
  const extras = [textOf(weather.data?.week), textOf(weather.data?.wea), temperature(weather.data?.tem1)];
  const text = [clock, ...extras.filter((part) => part && !clock.includes(part))].join('  ');
  return <ScrollText text={text} style={style} layout="line" live={live} />;
}
