/** @jsxImportSource preact */
import type { ScreenDocument } from '@site/shared-schema';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { savedDataTime } from '../api/saved-data';
import type { PlayedScreen } from '../api/screen';
import { t } from '../i18n';
import { createWallRealtime, type WallRealtime } from '../runtime/realtime';
import { createHttpFetcher, createServices } from '../runtime/services';
import { ScreenPage } from '../stage/ScreenPage';
import { type BootResult, loadPlayable, retryDelay } from './boot';
import { ConnectionNotice } from './ConnectionNotice';
import type { PlayerConfig } from './config';
import { FullScreenMessage } from './Message';
import type { PlayerOptions } from './url';
import { startSoftReload } from './watchdog';

type State = { kind: 'loading' } | BootResult;

/** Re-check the key at most this often when data calls start answering 401. */
const UNAUTHORIZED_RECHECK_MS = 60_000;

/**
 * Boot: fetch the published screen with the key, validate it, play it. Transient failures retry with
 * back-off; a bad or revoked key, an unpublished screen or an invalid document show a full-screen
 * message. With `refresh`, the screen is fetched again on schedule and re-rendered in place.
 */
export function App({
  config,
  options,
  first,
  attach,
  realtime,
}: {
  config: PlayerConfig;
  options: PlayerOptions;
  /** The screen already asked for at boot (main.tsx), used by the first load instead of a new call. */
  first?: Promise<BootResult>;
  /** What joins the wall's connection while it plays (a registered display's commands and reports). */
  attach?: AttachToWall;
  /** A connection its owner shares between screens (a playlist's); without one, the wall makes its own. */
  realtime?: WallRealtime;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const current = useRef<State>(state);
  current.current = state;
  const [recheck, setRecheck] = useState(0);
  const boot = useRef(first);

  useEffect(() => {
    const controller = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const run = async () => {
      const pending = boot.current ?? loadPlayable(config, options, controller.signal);
      boot.current = undefined;
      const result = await pending;
      if (controller.signal.aborted) return;
      const previous = current.current;
      if (result.kind === 'message' && result.retry && previous.kind === 'ready') {
        // Keep playing the last good screen while the server is unreachable.
        timer = setTimeout(run, retryDelay(attempt++));
        return;
      }
      if (result.kind === 'ready' && previous.kind === 'ready' && sameScreen(previous, result)) return;
      setState(result);
      if (result.kind === 'message' && result.retry) timer = setTimeout(run, retryDelay(attempt++));
      else attempt = 0;
    };
    run();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [config, options, recheck]);

  // Soft reload: fetch and re-render without reloading the page.
  useEffect(
    () => startSoftReload(options.refreshMinutes, () => setRecheck((n) => n + 1)),
    [options.refreshMinutes],
  );

  const lastRecheck = useRef(0);
  const onUnauthorized = () => {
    const now = Date.now();
    if (now - lastRecheck.current < UNAUTHORIZED_RECHECK_MS) return;
    lastRecheck.current = now;
    setRecheck((n) => n + 1);
  };

  if (state.kind === 'loading') return <FullScreenMessage title={t('wall.loading')} />;
  if (state.kind === 'message')
    return <FullScreenMessage title={state.title} detail={state.detail} lines={state.lines} />;
  return (
    <Player
      config={config}
      options={options}
      played={state.played}
      document={state.document}
      onUnauthorized={onUnauthorized}
      onBackOnline={() => setRecheck((n) => n + 1)}
      attach={attach}
      shared={realtime}
    />
  );
}

function sameScreen(a: Extract<State, { kind: 'ready' }>, b: Extract<State, { kind: 'ready' }>): boolean {
  return (
    a.played.projectId === b.played.projectId && JSON.stringify(a.document) === JSON.stringify(b.document)
  );
}

interface PlayerProps {
  config: PlayerConfig;
  options: PlayerOptions;
  played: PlayedScreen;
  document: ScreenDocument;
  onUnauthorized: () => void;
  /** The socket is back while the screen came from the service worker's storage: fetch it again. */
  onBackOnline: () => void;
  attach?: AttachToWall;
  shared?: WallRealtime;
}

/** Joins something to a playing wall's connection; answers what undoes it. */
export type AttachToWall = (realtime: WallRealtime, played: PlayedScreen) => () => void;

function Player({
  config,
  options,
  played,
  document: doc,
  onUnauthorized,
  onBackOnline,
  attach,
  shared,
}: PlayerProps) {
  const areaId = String(doc.canvasStyleData.areaId ?? '');
  const unauthorized = useRef(onUnauthorized);
  unauthorized.current = onUnauthorized;
  const backOnline = useRef(onBackOnline);
  backOnline.current = onBackOnline;
  // One realtime connection per wall and key, and one data layer per project and area: a soft reload
  // of the same screen keeps both (and the data).
  const realtime = useMemo(
    () => shared ?? createWallRealtime(config, options.key),
    [shared, config, options.key],
  );
  useEffect(() => (shared ? undefined : () => realtime.stop()), [realtime, shared]);
  useEffect(
    () =>
      realtime.source.onConnectedChange?.((connected) => {
        if (connected && savedDataTime.peek()) backOnline.current();
      }),
    [realtime],
  );
  useEffect(() => attach?.(realtime, played), [attach, realtime, played]);
  const services = useMemo(
    () =>
      createServices({
        config,
        projectId: played.projectId,
        orgId: played.orgId,
        areaId,
        live: true,
        fetcher: createHttpFetcher(config, { playbackKey: options.key }, () => unauthorized.current()),
        realtime: realtime.source,
      }),
    [config, options.key, played.projectId, played.orgId, areaId, realtime],
  );
  useEffect(() => () => services.dispose(), [services]);
  useEffect(() => {
    if (played.screenName) window.document.title = played.screenName;
  }, [played.screenName]);
  return (
    <>
      <ScreenPage services={services} document={doc} mode={options.scale} />
      <ConnectionNotice source={realtime.source} />
    </>
  );
}
