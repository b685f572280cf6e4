/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { useRuntime } from '../../runtime/context';
import { useNow } from '../../runtime/ticker';
import { ScrollText } from '../shared/ScrollText';
import { clockText, clockTime } from '../time-format';
import type { WidgetViewProps } from '../types';

/**
 * Clock: `formats` 1 date and time, 2 weekday, 3 date, 4 time; the time part per `format`
 * (0 HH:mm:ss, 1 HH:mm, 2 mm:ss). Year 0 shows the real current time; a set year shows the set time
 * running on from when the clock started. Ticks on the page's one second ticker.
 */
export default function ClockView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const now = useNow();
  const [startedAt] = useState(now);
  const style = component.style;
  const text = clockText(clockTime(style, now, startedAt), style.formats, style.format);
  return <ScrollText text={text} style={style} layout="line" live={live} />;
}
