/** @jsxImportSource preact */
import { type VideoDevice, WIDGET_CALLS } from '@site/shared-schema';
import { useEffect, useState } from 'preact/hooks';
import { joinUrl, postJson } from '../api/client';
import type { PlayerConfig } from '../app/config';
import { t } from '../i18n';
import { safeUrl } from '../stage/style';
import { canPlay, StreamView } from '../widgets/video-monitor/StreamView';
import { streamAddress, streamKind } from '../widgets/video-monitor/stream';
import { CellMessage } from '../widgets/video-monitor/VideoCell';
import type { Operator } from './operator';

/** A broken stream in the console is read and played again this soon: someone is watching. */
export const CONSOLE_RETRY_MS = 3_000;

/** The camera's live picture in the console, its address read with the operator's session. */
export function ConsoleVideo({
  config,
  operator,
  projectId,
  deviceId,
  channelId,
}: {
  config: PlayerConfig;
  operator: Operator;
  projectId: string;
  deviceId: string;
  channelId: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ url?: string; message?: [state: string, text: string] }>({});

  useEffect(() => {
    const controller = new AbortController();
    setState({});
    postJson<Partial<VideoDevice> | null>(
      joinUrl(config.siteBaseUrl, WIDGET_CALLS.videoPlayPath.path),
      { projectId, deviceId, channelId },
      { authorization: operator.authorization, signal: controller.signal },
    ).then(
      (device) => {
        const address = device?.playHdLiveUrl?.trim();
        if (!address) return setState({ message: ['no-stream', t('video.noStream')] });
        const url = safeUrl(streamAddress(address, config.siteBaseUrl));
        if (!url || !canPlay(streamKind(url)))
          return setState({ message: ['unsupported', t('video.unsupported')] });
        setState({ url });
      },
      (error) => {
        if (!controller.signal.aborted)
          setState({ message: ['error', t('video.addressFailedDetail', { message: error.message })] });
      },
    );
    return () => controller.abort();
  }, [config, operator, projectId, deviceId, channelId, attempt]);

  useEffect(() => {
    if (state.message?.[0] !== 'retrying') return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), CONSOLE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state.message) return <CellMessage state={state.message[0]} text={state.message[1]} />;
  if (!state.url) return <CellMessage state="loading" text={t('video.loading')} />;
  const kind = streamKind(state.url);
  if (!canPlay(kind)) return null;
  return (
    <StreamView
      url={state.url}
      kind={kind}
      live
      onFail={() => setState({ message: ['retrying', t('video.interrupted')] })}
    />
  );
}
