/** @jsxImportSource preact */
import type { ComponentStyle } from '@site/shared-schema';
import type { ComponentChildren } from 'preact';
import { contentStyle, px } from '../../stage/style';

interface Props {
  style: Partial<ComponentStyle>;
  /** Shown at the title font size; none when empty. */
  title?: string;
  children: ComponentChildren;
}

/**
 * The frame of a site-data widget: the component's colours, frame and content font, an optional
 * title, and a body that clips whatever does not fit (a wall never shows scroll bars).
 */
export function SitePanel({ style, title, children }: Props) {
  return (
    <div
      class="pw-site-panel"
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        padding: '6px 10px',
        overflow: 'hidden',
        lineHeight: 1.4,
        ...contentStyle(style),
      }}
    >
      {title ? (
        <div
          class="pw-site-title"
          style={{
            flex: 'none',
            fontSize: px(style.titleFontSize),
            fontWeight: 'bold',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            paddingBottom: '0.25em',
          }}
        >
          {title}
        </div>
      ) : null}
      <div style={{ flex: '1 1 auto', minHeight: 0, position: 'relative', overflow: 'hidden' }}>
        {children}
      </div>
    </div>
  );
}

/** One line of text that ends in an ellipsis rather than overflowing its cell. */
export const ONE_LINE = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
} as const;
