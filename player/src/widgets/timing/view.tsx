/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { useRuntime } from '../../runtime/context';
import { useNow } from '../../runtime/ticker';
import { ScrollText } from '../shared/ScrollText';
import { formatDuration, timingMs } from '../time-format';
import type { WidgetViewProps } from '../types';

/**
 * Timing: type 0 counts up from the set time, 1 counts down to the set time, 2 counts up from the
 * start of play, 3 counts down the set duration; format 0 HH:mm:ss, 1 HH:mm, 2 mm:ss (days lead
 * past 24 h). Year 0 means the real current time.
 */
export default function TimingView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const now = useNow();
  const [startedAt] = useState(now);
  const style = component.style;
  const text = formatDuration(timingMs(style, now, startedAt), style.format);
  return <ScrollText text={text} style={style} layout="line" live={live} />;
}
