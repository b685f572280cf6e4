/** @jsxImportSource preact */
import type { ScreenComponent, VideoDevice, VideoDeviceRef } from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { t } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { safeUrl } from '../../stage/style';
import { canPlay, StreamView } from './StreamView';
import { streamAddress, streamKind } from './stream';

const PLAY_PATH_CALL = catalogueCall('VideoMonitor', 'videoPlayPath');

/** A cell whose stream failed tries again after this long, by itself: nobody is at a wall to click. */
export const STREAM_RETRY_MS = 10_000;

/** A message in a cell instead of its video. */
export function CellMessage({ state, text }: { state: string; text: string }) {
  return (
    <div
      data-cell-state={state}
      style={{
        position: 'absolute',
        inset: '0',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        padding: '4px',
        color: 'rgba(255,255,255,0.6)',
      }}
    >
      {text}
    </div>
  );
}

/**
 * One camera of the wall. A failed stream shows a retrying placeholder in its own cell and 10 s later
 * reads its address again (a signed address may have expired) and plays it anew.
 */
export function VideoCell({
  component,
  device,
  live,
}: {
  component: ScreenComponent;
  device: VideoDeviceRef;
  live: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }, STREAM_RETRY_MS);
    return () => clearTimeout(timer);
  }, [failed]);
  if (failed) return <CellMessage state="retrying" text={t('video.interrupted')} />;
  return (
    <LiveCell
      key={attempt}
      component={component}
      device={device}
      live={live}
      onFail={() => setFailed(true)}
    />
  );
}

/** Reads the camera's live address (getPlayPathByProject) and plays it. */
function LiveCell({
  component,
  device,
  live,
  onFail,
}: {
  component: ScreenComponent;
  device: VideoDeviceRef;
  live: boolean;
  onFail: () => void;
}) {
  const { config } = useRuntime();
  const item = useMemo(
    () => ({ deviceId: String(device.deviceId), channelId: String(device.channelId ?? '') }),
    [device.deviceId, device.channelId],
  );
  const call = useWidgetCall<Partial<VideoDevice> | null>(PLAY_PATH_CALL, component, item);
  if (call.data === undefined && call.error)
    return <CellMessage state="error" text={t('video.addressFailed')} />;
  if (call.data === undefined) return <CellMessage state="loading" text={t('video.loading')} />;
  const address = call.data?.playHdLiveUrl;
  if (typeof address !== 'string' || !address.trim())
    return <CellMessage state="no-stream" text={t('video.noStream')} />;
  // Schemes a page cannot play (rtsp:, rtmp:) are refused by safeUrl: unsupported as well.
  const url = safeUrl(streamAddress(address.trim(), config.siteBaseUrl));
  const kind = url ? streamKind(url) : 'unsupported';
  if (!url || !canPlay(kind)) return <CellMessage state="unsupported" text={t('video.unsupported')} />;
  return <StreamView url={url} kind={kind} live={live} onFail={onFail} />;
}
