/** @jsxImportSource preact */
import type { WidgetViewProps } from '../types';

/** LineShape: a straight line, as thick as the box is high, in the background colour; rotate to angle it. */
export default function LineView({ component }: WidgetViewProps) {
  const colour =
    typeof component.style.background === 'string' && component.style.background
      ? component.style.background
      : '#000000';
  return (
    <div class="pw-line" style={{ width: '100%', height: '100%', minHeight: '1px', background: colour }} />
  );
}
