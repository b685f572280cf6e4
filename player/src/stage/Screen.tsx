/** @jsxImportSource preact */
import type { ScreenDocument } from '@site/shared-schema';
import { ComponentBox } from './ComponentBox';
import { useReadAhead } from './read-ahead';
import { num, px, safeUrl } from './style';

/** The canvas background: a colour, a gradient, or an image URL. */
export function canvasBackground(value: unknown): Record<string, string> {
  if (typeof value !== 'string' || !value.trim()) return {};
  const text = value.trim();
  if (/^(https?:|\/|data:image\/)/i.test(text)) {
    const url = safeUrl(text);
    return url ? { backgroundImage: `url("${url.replace(/"/g, '%22')}")`, backgroundSize: '100% 100%' } : {};
  }
  return { background: text };
}

/** The page of a screen: canvas background (its opacity applies to the background only) and components. */
export function Screen({ document }: { document: ScreenDocument }) {
  const canvas = document.canvasStyleData;
  useReadAhead(document.componentData);
  const opacity = num(canvas.opacity, 1);
  return (
    <div
      class="pw-screen"
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        color: typeof canvas.color === 'string' && canvas.color ? canvas.color : undefined,
        fontSize: px(canvas.fontSize),
        overflow: 'hidden',
      }}
    >
      <div
        class="pw-screen-bg"
        style={{ position: 'absolute', inset: '0', opacity, ...canvasBackground(canvas.background) }}
      />
      {document.componentData.map((component) => (
        <ComponentBox key={component.id} component={component} />
      ))}
    </div>
  );
}
