/** @jsxImportSource preact */
import type { DisplayScaleMode, PlaylistItem } from '@site/shared-schema';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { App, type AttachToWall } from '../app/App';
import type { PlayerConfig } from '../app/config';
import type { PlayerOptions } from '../app/url';
import { createWallRealtime } from '../runtime/realtime';

/** When the next screen is not drawn yet at its time, look again this much later. */
export const NOT_READY_RETRY_MS = 1_000;

interface PlaylistPlayerProps {
  config: PlayerConfig;
  options: PlayerOptions;
  token: string;
  scaleMode: DisplayScaleMode;
  items: readonly PlaylistItem[];
  attach: AttachToWall;
}

/**
 * Plays screens in turn, each for its seconds. The next screen is mounted hidden while the current one
 * shows, so it has loaded, fetched its data and drawn before its turn: the switch only makes it visible
 * (no loading screen, no flash), and the screen before it is unmounted, data and timers with it.
 * Turns are counted, not indexed, so a screen that follows itself is still a screen of its own.
 */
export function PlaylistPlayer({ config, options, token, scaleMode, items, attach }: PlaylistPlayerProps) {
  const [turn, setTurn] = useState(0);
  // One connection for the playlist: the screen shown and the one drawn behind it share it, and a
  // switch keeps it (each screen's calls subscribe and leave their topics on it).
  const realtime = useMemo(() => createWallRealtime(config, token), [config, token]);
  useEffect(() => () => realtime.stop(), [realtime]);
  const played = useMemo(
    () => items.map((item) => ({ ...options, screenId: item.screenId, key: token, scale: scaleMode })),
    [items, options, token, scaleMode],
  );
  const next = useRef<HTMLDivElement>(null);
  const count = items.length;

  useEffect(() => {
    if (count < 2) return;
    let timer: ReturnType<typeof setTimeout>;
    const advance = () => {
      if (next.current?.querySelector('.pw-viewport')) setTurn((value) => value + 1);
      else timer = setTimeout(advance, NOT_READY_RETRY_MS);
    };
    timer = setTimeout(advance, items[turn % count].seconds * 1000);
    return () => clearTimeout(timer);
  }, [turn, items, count]);

  const slot = (position: number) => {
    const shown = position === turn;
    const item = items[position % count];
    return (
      <div
        key={position}
        ref={shown ? undefined : next}
        class="pw-playlist-slot"
        style={{ visibility: shown ? 'visible' : 'hidden' }}
        data-screen={item.screenId}
        data-shown={shown}
        data-turn={position}
      >
        <App
          config={config}
          options={played[position % count]}
          attach={shown ? attach : undefined}
          realtime={realtime}
        />
      </div>
    );
  };
  return <>{count > 1 ? [slot(turn), slot(turn + 1)] : slot(0)}</>;
}
