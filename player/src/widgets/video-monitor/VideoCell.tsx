/** @jsxImportSource preact */
import type { ScreenComponent, VideoDevice, VideoDeviceRef } from '@site/shared-schema';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { safeUrl } from '../../stage/style';
import { playsHlsNatively, type StreamKind, streamKind } from './stream';

const PLAY_PATH_CALL = catalogueCall('VideoMonitor', 'videoPlayPath');

/** A cell whose stream failed tries again after this long, by itself: nobody is at a wall to click. */
export const STREAM_RETRY_MS = 10_000;

const FILL = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' } as const;

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

/** One camera of the wall: reads its live address (getPlayPathByProject) and plays it. */
export function VideoCell({
  component,
  device,
  live,
}: {
  component: ScreenComponent;
  device: VideoDeviceRef;
  live: boolean;
}) {
  const item = useMemo(
    () => ({ deviceId: String(device.deviceId), channelId: String(device.channelId ?? '') }),
    [device.deviceId, device.channelId],
  );
  const call = useWidgetCall<Partial<VideoDevice> | null>(PLAY_PATH_CALL, component, item);
  if (call.data === undefined && call.error) return <CellMessage state="error" text="获取视频地址失败" />;
  if (call.data === undefined) return <CellMessage state="loading" text="视频加载中…" />;
  const address = call.data?.playHdLiveUrl;
  if (typeof address !== 'string' || !address.trim())
    return <CellMessage state="no-stream" text="暂无视频流" />;
  // Schemes a page cannot play (rtsp:, rtmp:) are refused by safeUrl: unsupported as well.
  const url = safeUrl(address);
  const kind = url ? streamKind(url) : 'unsupported';
  if (!url || kind === 'unsupported' || (kind === 'hls' && !playsHlsNatively()))
    return <CellMessage state="unsupported" text="不支持的视频格式" />;
  return <Stream url={url} kind={kind} live={live} />;
}

/**
 * The stream element. A failed stream shows a retrying placeholder in its own cell and is tried again
 * every 10 s; on unmount (or a retry) the element lets go of its connection and decoder.
 */
function Stream({
  url,
  kind,
  live,
}: {
  url: string;
  kind: Exclude<StreamKind, 'unsupported'>;
  live: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }, STREAM_RETRY_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  useEffect(() => {
    const img = image.current;
    const player = video.current;
    return () => {
      // An MJPEG <img> keeps its connection open until its source goes.
      img?.removeAttribute('src');
      if (!player) return;
      try {
        player.pause();
        player.removeAttribute('src');
        player.load();
      } catch {
        // jsdom and some WebViews have no media support: nothing to free.
      }
    };
  }, [attempt, failed]);

  if (failed) return <CellMessage state="retrying" text="视频连接中断，稍后自动重试" />;
  if (kind === 'image')
    return <img key={attempt} ref={image} src={url} alt="" onError={() => setFailed(true)} style={FILL} />;
  return (
    <video
      key={attempt}
      ref={video}
      src={url}
      muted
      playsInline
      autoPlay={live}
      preload={live ? 'auto' : 'metadata'}
      onError={() => setFailed(true)}
      style={FILL}
    />
  );
}
