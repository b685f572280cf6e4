/** @jsxImportSource preact */
import { sourceText } from '../../data/source';
import { useRuntime } from '../../runtime/context';
import { plainText } from '../shared/plain-text';
import { ScrollText } from '../shared/ScrollText';
import type { WidgetViewProps } from '../types';

/**
 * VText: the content as typed (line breaks kept); scrolls up as a marquee when taller than its box.
 * With a data source, the answer's text (a string, a number, or a text/value/content/data field)
 * replaces the content; until the first answer, or when it has no text, the typed content shows.
 */
export default function TextView({ component, source }: WidgetViewProps) {
  const { live } = useRuntime();
  const typed = plainText(component.propValue);
  const text = sourceText(source?.data) ?? typed;
  const continuous = component.style.inMethod === 'continuousScroll';
  return (
    <ScrollText
      text={text}
      style={component.style}
      layout={continuous ? 'line' : 'wrap'}
      continuous={continuous}
      live={live}
    />
  );
}
