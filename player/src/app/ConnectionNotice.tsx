/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { savedDataTime } from '../api/saved-data';
import type { RealtimeSource } from '../data/types';
import { t } from '../i18n';
import { formatPattern } from '../widgets/time-format';

/** A socket back within this long goes unnoticed: one reconnect attempt (10 s) and its handshake. */
export const CONNECTION_NOTICE_MS = 15_000;

/**
 * The wall's one sign that it is cut off from the server: a small note in a corner while the socket
 * stays lost, gone when it is back. Every wall keeps the socket open, so even a wall whose widgets read
 * nothing live (a clock, a picture) tells the site that what it shows may be old. While the service
 * worker answers from its stored copy (offline/sw.ts), the note shows at once, with when that copy was
 * stored.
 */
export function ConnectionNotice({ source }: { source: RealtimeSource }) {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const wait = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const stop = source.onConnectedChange?.((connected) => {
      if (connected) {
        wait();
        setLost(false);
      } else if (timer === null) {
        // Each failed reconnect reports the loss again: the wait runs from the first one.
        timer = setTimeout(() => setLost(true), CONNECTION_NOTICE_MS);
      }
    });
    return () => {
      wait();
      stop?.();
    };
  }, [source]);
  const saved = savedDataTime.value;
  if (!lost && !saved) return null;
  return (
    <div
      role="status"
      class="pw-connection-lost"
      style={{
        position: 'fixed',
        right: '16px',
        bottom: '12px',
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        gap: '8px',
        padding: '4px 12px',
        borderRadius: '12px',
        background: 'rgba(0, 0, 0, 0.55)',
        color: 'rgba(255, 255, 255, 0.85)',
        fontSize: '14px',
        pointerEvents: 'none',
      }}
    >
      <span style={{ width: '8px', height: '8px', borderRadius: '50%', background: '#f53f3f' }} />
      {t('wall.disconnected')}
      {saved && (
        <span class="pw-saved-data">
          {t('wall.savedData', { time: formatPattern(saved, 'MM-DD HH:mm') })}
        </span>
      )}
    </div>
  );
}
