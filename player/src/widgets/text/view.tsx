/** @jsxImportSource preact */
import { TEXT_EDIT_HINT } from '@site/shared-schema';
import { sourceText } from '../../data/source';
import { t } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { plainText } from '../shared/plain-text';
import { ScrollText } from '../shared/ScrollText';
import type { WidgetViewProps } from '../types';

/**
 * VText: the content as typed (line breaks kept); scrolls up as a marquee when taller than its box.
 * With a data source, the answer's text (a string, a number, or a text/value/content/data field)
 * replaces the content; until the first answer, or when it has no text, the typed content shows.
 * Empty (or still the original designer's hint), it shows nothing on a wall and a dim hint in the designer.
 */
export default function TextView({ component, source }: WidgetViewProps) {
  const { live } = useRuntime();
  const typed = plainText(component.propValue);
  const text = sourceText(source?.data) ?? (typed === TEXT_EDIT_HINT ? '' : typed);
  const continuous = component.style.inMethod === 'continuousScroll';
  const hint = !text.trim() && !live;
  const content = (
    <ScrollText
      text={hint ? t('text.editHint') : text}
      style={component.style}
      layout={continuous ? 'line' : 'wrap'}
      continuous={continuous}
      live={live}
    />
  );
  return hint ? <div style={{ opacity: 0.45, width: '100%', height: '100%' }}>{content}</div> : content;
}
