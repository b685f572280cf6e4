/** @jsxImportSource preact */
import { sourceText } from '../../data/source';
import { useRuntime } from '../../runtime/context';
import { plainText } from '../shared/plain-text';
import { ScrollText } from '../shared/ScrollText';
import type { WidgetViewProps } from '../types';

/**
 * Notice: one line of text. With in-method `continuousScroll` (its default) it scrolls from the right
 * edge continuously; otherwise it scrolls as a marquee only when wider than its box.
 */
export default function NoticeView({ component, source }: WidgetViewProps) {
  const { live } = useRuntime();
  const typed = plainText(component.propValue);
  const text = (sourceText(source?.data) ?? typed).replace(/\s*\n\s*/g, '  ');
  return (
    <ScrollText
      text={text}
      style={component.style}
      layout="line"
      continuous={component.style.inMethod === 'continuousScroll'}
      live={live}
    />
  );
}
