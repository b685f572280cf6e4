/** How a stream address is played in a cell. */
export type StreamKind = 'image' | 'video' | 'hls' | 'unsupported';

/**
 * The kind of a live address: MJPEG and still images play in an <img>, mp4 and webm in a <video>, HLS
 * (.m3u8) in a <video> where the browser plays it natively. Anything else (RTSP, RTMP, FLV…) would need
 * a player library the wall does not load.
 */
export function streamKind(url: string): StreamKind {
  if (/^data:image\//i.test(url)) return 'image';
  if (/^data:video\//i.test(url)) return 'video';
  const path = url.split(/[?#]/)[0].toLowerCase();
  if (path.endsWith('.m3u8')) return 'hls';
  if (/\.(mp4|webm)$/.test(path)) return 'video';
  if (/\.(jpe?g|png|gif|webp)$/.test(path) || /mjpe?g/i.test(url)) return 'image';
  return 'unsupported';
}

/** Whether this browser plays HLS in a <video> by itself (Safari, many TV browsers). */
export function playsHlsNatively(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== ''
  );
}
