/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { t } from '../i18n';

/**
 * The four states every widget can be in besides "showing data": loading, empty, error and stale.
 * Boxes fill the widget's frame; the text size follows the frame so it reads on a wall.
 */

const base = {
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  textAlign: 'center',
  overflow: 'hidden',
  fontSize: '14px',
  lineHeight: 1.4,
  padding: '4px',
} as const;

export function LoadingBox() {
  return (
    <div
      class="pw-state pw-loading"
      style={{ ...base, color: 'rgba(255,255,255,0.55)' }}
      data-state="loading"
    >
      <span class="pw-spinner" aria-hidden="true" />
      <span>{t('state.loading')}</span>
    </div>
  );
}

export function EmptyBox({ text }: { text?: string }) {
  return (
    <div class="pw-state pw-empty" style={{ ...base, color: 'rgba(255,255,255,0.45)' }} data-state="empty">
      {text ?? t('state.empty')}
    </div>
  );
}

export function ErrorBox({ title, detail }: { title?: string; detail?: string | null }) {
  return (
    <div
      class="pw-state pw-error"
      style={{
        ...base,
        flexDirection: 'column',
        color: '#ffb4b4',
        background: 'rgba(120,0,0,0.25)',
        border: '1px dashed rgba(255,120,120,0.6)',
      }}
      data-state="error"
      role="alert"
    >
      <strong>{title ?? t('state.failed')}</strong>
      {detail ? <small style={{ opacity: 0.8, wordBreak: 'break-all' }}>{detail}</small> : null}
    </div>
  );
}

/** A thin badge in the top-right corner of a widget, over its content. */
function CornerBadge({ state, label, colour }: { state: string; label: string; colour: string }) {
  return (
    <span
      class={`pw-${state}`}
      data-state={state}
      title={label}
      style={{
        position: 'absolute',
        right: '2px',
        top: '2px',
        zIndex: 2,
        padding: '0 4px',
        fontSize: '11px',
        lineHeight: '16px',
        color: '#1a1a1a',
        background: colour,
        borderRadius: '2px',
        pointerEvents: 'none',
      }}
    >
      {label}
    </span>
  );
}

/**
 * Over a widget whose data may be out of date: the network is down, the realtime socket that updates
 * it is (`offline`), or it has not been updated for too long.
 */
export function StaleBadge({ updatedAt, offline }: { updatedAt: number | null; offline?: boolean }) {
  const time = updatedAt ? new Date(updatedAt) : null;
  const since = time
    ? ` ${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`
    : '';
  const label = `${t(offline ? 'state.offline' : 'state.stale')}${since}`;
  return <CornerBadge state="stale" label={label} colour="rgba(255,196,0,0.85)" />;
}

/**
 * Over a widget whose data source has never answered: the typed content still shows (a wall keeps
 * its look), and the badge says the source is failing.
 */
export function SourceErrorBadge({ error }: { error: string }) {
  return (
    <CornerBadge
      state="error"
      label={t('state.sourceError', { error }).slice(0, 60)}
      colour="rgba(255,120,120,0.9)"
    />
  );
}

/** The box of a component whose type this player does not know (a document from a newer designer). */
export function PlaceholderBox({ label, type }: { label: string; type: string }) {
  return (
    <div
      class="pw-state pw-placeholder"
      data-state="placeholder"
      data-type={type}
      style={{
        ...base,
        flexDirection: 'column',
        color: 'rgba(200,220,255,0.8)',
        background: 'rgba(20,60,120,0.25)',
        border: '1px dashed rgba(120,170,255,0.55)',
      }}
    >
      <strong>{label}</strong>
      <small style={{ opacity: 0.7 }}>{t('state.unsupported', { type })}</small>
    </div>
  );
}

export function Frame({ children }: { children: ComponentChildren }) {
  return <div style={{ position: 'relative', width: '100%', height: '100%' }}>{children}</div>;
}
