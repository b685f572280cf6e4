/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

/**
 * A full-screen message: the wall shows why it cannot play (bad key, unpublished screen, bad document),
 * or what a display waits for (its pairing code, as `children`).
 */
export function FullScreenMessage({
  title,
  detail,
  lines,
  children,
}: {
  title: string;
  detail?: string;
  lines?: readonly string[];
  children?: ComponentChildren;
}) {
  return (
    <div
      class="pw-message"
      role="alert"
      style={{
        position: 'fixed',
        inset: '0',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '16px',
        padding: '5vh 5vw',
        boxSizing: 'border-box',
        background: '#0b0f19',
        color: '#e6edf7',
        fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
        textAlign: 'center',
      }}
    >
      <div style={{ fontSize: 'clamp(20px, 3.2vw, 64px)', fontWeight: 600 }}>{title}</div>
      {children}
      {detail ? <div style={{ fontSize: 'clamp(14px, 1.6vw, 32px)', opacity: 0.75 }}>{detail}</div> : null}
      {lines?.length ? (
        <ul
          style={{
            margin: 0,
            padding: 0,
            listStyle: 'none',
            fontSize: 'clamp(12px, 1.1vw, 22px)',
            opacity: 0.8,
            textAlign: 'left',
            fontFamily: 'ui-monospace, monospace',
            maxWidth: '90vw',
            overflow: 'hidden',
          }}
        >
          {lines.map((line) => (
            <li key={line} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {line}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
