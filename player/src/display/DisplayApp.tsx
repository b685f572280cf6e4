/** @jsxImportSource preact */
import type { DisplayAssignment, DisplayMessage } from '@site/shared-schema';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { App } from '../app/App';
import type { PlayerConfig } from '../app/config';
import { rememberKeyForFiles } from '../app/key-cookie';
import { FullScreenMessage } from '../app/Message';
import type { PlayerOptions } from '../app/url';
import { t } from '../i18n';
import { sayHello } from './hello';
import { Identify } from './Identify';
import { linkDisplay } from './link';
import { PlaylistPlayer } from './PlaylistPlayer';
import { displayReport } from './report';
import { type KeptDisplay, keep, readKept } from './storage';
import './display.css';

/** How often a display says hello: often while an operator types its code, seldom once it plays. */
export const HELLO_MS = { pairing: 3_000, waiting: 5_000, playing: 60_000, failed: 10_000 } as const;

/** Whether the registration names something to play: a published screen, or a playlist's turns. */
const playable = (display: DisplayAssignment): boolean =>
  display.playlist.length > 0 || (display.screenId !== '' && display.publishedAt !== '');

/**
 * A wall opened without a key: a display of the fleet. It pairs (shows a code until an operator
 * registers it), then plays what the console assigns it (a screen, or a playlist in turn), with the
 * token it keeps as its key. The
 * console's word comes over the wall's connection (a new assignment, reload, identify, revoked); a
 * slow hello catches what a lost socket missed. Its last registration is kept, so a reboot without the
 * network plays at once what it played before.
 */
export function DisplayApp({ config, options }: { config: PlayerConfig; options: PlayerOptions }) {
  const [kept, setKept] = useState<KeptDisplay>(readKept);
  const [pairCode, setPairCode] = useState('');
  const [failed, setFailed] = useState(false);
  const [identifiedAt, setIdentifiedAt] = useState(0);
  const [asked, setAsked] = useState(0);
  const current = useRef(kept);
  current.current = kept;
  const playing = useRef('');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const run = async () => {
      const { token, display } = current.current;
      let delay: number = HELLO_MS.failed;
      try {
        const answer = await sayHello(config, token, display ? displayReport(playing.current) : undefined);
        if (stopped) return;
        const next = { token: answer.displayToken, display: answer.display };
        keep(next);
        if (JSON.stringify(next) !== JSON.stringify(current.current)) setKept(next);
        setPairCode(answer.pairCode);
        setFailed(false);
        delay = !next.display
          ? HELLO_MS.pairing
          : playable(next.display)
            ? HELLO_MS.playing
            : HELLO_MS.waiting;
      } catch {
        if (!stopped) setFailed(true);
      }
      if (!stopped) timer = setTimeout(run, delay);
    };
    run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [config, asked]);

  const { token, display } = kept;
  useEffect(() => {
    if (display) rememberKeyForFiles(token);
  }, [token, display]);

  // A new publish of its screen is a new object: App fetches the screen again and swaps to it when drawn.
  const played = useMemo(
    () => ({
      ...options,
      screenId: display?.screenId ?? '',
      key: token,
      scale: display?.scaleMode ?? options.scale,
    }),
    [options, token, display?.screenId, display?.scaleMode, display?.publishedAt],
  );
  const displayId = display?.displayId ?? '';
  const attach = useMemo(() => {
    const onMessage = (message: DisplayMessage) => {
      if (message.command === 'reload') window.location.reload();
      else if (message.command === 'identify') setIdentifiedAt(Date.now());
      else setAsked((n) => n + 1);
    };
    const link = linkDisplay(displayId, onMessage, () => setAsked((n) => n + 1));
    return (...args: Parameters<typeof link>) => {
      playing.current = args[1].screenName;
      return link(...args);
    };
  }, [displayId]);

  if (display?.playlist.length) {
    return (
      <>
        <PlaylistPlayer
          key={JSON.stringify([display.playlist, display.scaleMode])}
          config={config}
          options={options}
          token={token}
          scaleMode={display.scaleMode}
          items={display.playlist}
          attach={attach}
        />
        <Identify name={display.displayName} since={identifiedAt} />
      </>
    );
  }
  if (display?.screenId) {
    return (
      <>
        <App
          key={`${display.screenId}:${display.scaleMode}`}
          config={config}
          options={played}
          attach={attach}
        />
        <Identify name={display.displayName} since={identifiedAt} />
      </>
    );
  }
  if (display) {
    return (
      <FullScreenMessage
        title={t('display.waiting', { name: display.displayName })}
        detail={t('display.waitingDetail')}
      />
    );
  }
  if (pairCode) {
    return (
      <FullScreenMessage title={t('display.pairTitle')} detail={t('display.pairDetail')}>
        <div class="pw-pair-code" data-testid="display-pair-code">
          {pairCode}
        </div>
      </FullScreenMessage>
    );
  }
  return <FullScreenMessage title={t(failed ? 'wall.connecting' : 'wall.loading')} />;
}
