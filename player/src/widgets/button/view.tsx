/** @jsxImportSource preact */
import { sourceText } from '../../data/source';
import { alignedBox, contentStyle } from '../../stage/style';
import { plainText } from '../shared/plain-text';
import type { WidgetViewProps } from '../types';

/** VButton: a framed label; clicks run the component's events and linkage (handled by its box). */
export default function ButtonView({ component, source }: WidgetViewProps) {
  const style = component.style;
  const text = sourceText(source?.data) ?? plainText(component.propValue);
  const css = contentStyle(style);
  return (
    <div
      class="pw-button"
      role="button"
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        borderStyle: 'solid',
        borderWidth: '1px',
        borderColor: 'rgba(255,255,255,0.35)',
        borderRadius: '4px',
        background: 'rgba(64,158,255,0.15)',
        padding: '0 8px',
        ...css,
        ...alignedBox({ ...style, textAlign: style.textAlign ?? 1, verticalAlign: style.verticalAlign ?? 1 }),
      }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{text}</span>
    </div>
  );
}
