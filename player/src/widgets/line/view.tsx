/** @jsxImportSource preact */
import { num } from '../../stage/style';
import type { WidgetViewProps } from '../types';

const colourOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * LineShape: a straight line across the middle of its box; rotate to angle it. Its colour is the border
 * colour, else the background (documents of the original product); its thickness the border width, else
 * the box's height (those documents drew the whole box), so making the box taller no longer paints a block.
 */
export default function LineView({ component }: WidgetViewProps) {
  const { style } = component;
  const colour = colourOf(style.borderColor) ?? colourOf(style.background) ?? '#000000';
  const width = num(style.borderWidth);
  return (
    <div class="pw-line" style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center' }}>
      <div
        style={{
          width: '100%',
          height: width > 0 ? `${width}px` : '100%',
          minHeight: '1px',
          background: colour,
        }}
      />
    </div>
  );
}
