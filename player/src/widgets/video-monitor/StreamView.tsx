/** @jsxImportSource preact */
import type { RefObject } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { attachFlv, attachHls } from './players';
import { playsHlsNatively, type StreamKind } from './stream';

export type PlayableKind = Exclude<StreamKind, 'unsupported'>;

const FILL = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' } as const;

/**
 * An MJPEG picture unchanged for this long is taken for a dead stream: browsers fire no event when a
 * multipart stream ends (the server restarted), the <img> just keeps its last frame.
 */
export const STALL_MS = 20_000;
const PRINT_WIDTH = 160;

/** A fingerprint of the picture, or null when it cannot be read (not loaded yet, or cross-origin). */
function fingerprint(img: HTMLImageElement, canvas: HTMLCanvasElement): number | null {
  if (!img.naturalWidth) return null;
  canvas.width = PRINT_WIDTH;
  canvas.height = Math.max(1, Math.round((img.naturalHeight / img.naturalWidth) * PRINT_WIDTH));
  try {
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let hash = 0;
    for (let i = 0; i < data.length; i++) hash = (hash * 31 + data[i]) | 0;
    return hash;
  } catch {
    return null;
  }
}

/**
 * Calls `onStall` when a live MJPEG picture stops changing, or is left broken: a stream cut after its
 * first frames (the server killed) empties the picture without an error event.
 */
function useStallWatch(image: RefObject<HTMLImageElement | null>, active: boolean, onStall: () => void) {
  useEffect(() => {
    if (!active) return;
    const canvas = document.createElement('canvas');
    let last: number | null = null;
    const timer = setInterval(() => {
      const img = image.current;
      if (img?.complete && img.naturalWidth === 0) return onStall();
      const print = img ? fingerprint(img, canvas) : null;
      if (print !== null && print === last) onStall();
      last = print;
    }, STALL_MS);
    return () => clearInterval(timer);
  }, [image, active, onStall]);
}

const hasMediaSource = () => typeof window !== 'undefined' && 'MediaSource' in window;

/** Whether this browser can play a stream of this kind at all (HLS and FLV need MSE or native HLS). */
export function canPlay(kind: StreamKind): kind is PlayableKind {
  if (kind === 'unsupported') return false;
  if (kind === 'hls') return playsHlsNatively() || hasMediaSource();
  if (kind === 'flv') return hasMediaSource();
  return true;
}

/**
 * One live stream: MJPEG and images in an <img>, the rest in a muted <video> (HLS and FLV through their
 * libraries). `onFail` is told once the stream breaks; on unmount the element lets go of its connection
 * and decoder (an MJPEG <img> keeps its connection open until its source goes).
 *
 * The release is a layout effect's cleanup, so it runs while the element is still in the document.
 * Preact runs passive cleanups after the element has left it, and Chromium keeps a detached <img>
 * whose source is then removed alive for good (its fallback content and a viewport listener): a wall
 * rotating four cameras leaked four images a turn, the slow heap growth of weeks-long walls.
 */
export function StreamView({
  url,
  kind,
  live,
  onFail,
}: {
  url: string;
  kind: PlayableKind;
  live: boolean;
  onFail: () => void;
}) {
  const image = useRef<HTMLImageElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const fail = useRef(onFail);
  fail.current = onFail;
  const viaLibrary = kind === 'flv' || (kind === 'hls' && !playsHlsNatively());
  const onStall = useCallback(() => fail.current(), []);
  useStallWatch(image, live && kind === 'image' && /mjpe?g/i.test(url), onStall);

  useLayoutEffect(() => {
    const img = image.current;
    const player = video.current;
    let release: (() => void) | null = null;
    let gone = false;
    if (player && viaLibrary) {
      const attach = kind === 'flv' ? attachFlv : attachHls;
      attach(player, url, () => fail.current()).then(
        (free) => {
          if (gone) free();
          else release = free;
        },
        () => fail.current(),
      );
    }
    return () => {
      gone = true;
      release?.();
      // The DOM is updated before this runs: an element already given a new address let go of the old.
      if (img?.getAttribute('src') === url) img.removeAttribute('src');
      if (!player || (!viaLibrary && player.getAttribute('src') !== url)) return;
      try {
        player.pause();
        player.removeAttribute('src');
        player.load();
      } catch {
        // jsdom and some WebViews have no media support: nothing to free.
      }
    };
  }, [url, kind, viaLibrary]);

  if (kind === 'image')
    return <img ref={image} src={url} alt="" onError={() => fail.current()} style={FILL} />;
  return (
    <video
      ref={video}
      src={viaLibrary ? undefined : url}
      muted
      playsInline
      autoPlay={live}
      preload={live ? 'auto' : 'metadata'}
      onError={() => fail.current()}
      style={FILL}
    />
  );
}
