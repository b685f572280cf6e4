import { joinUrl } from '../../api/client';

/** How a stream address is played in a cell. */
export type StreamKind = 'image' | 'video' | 'hls' | 'flv' | 'unsupported';

/**
 * The kind of a live address: MJPEG and still images play in an <img>, mp4 and webm in a <video>, HLS
 * (.m3u8) in a <video> natively or through hls.js, HTTP-FLV (.flv) through mpegts.js. RTSP and RTMP
 * cannot play in a page.
 */
export function streamKind(url: string): StreamKind {
  if (/^data:image\//i.test(url)) return 'image';
  if (/^data:video\//i.test(url)) return 'video';
  if (/^(rtsp|rtmp)s?:/i.test(url)) return 'unsupported';
  const path = url.split(/[?#]/)[0].toLowerCase();
  if (path.endsWith('.m3u8')) return 'hls';
  if (path.endsWith('.flv')) return 'flv';
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

/**
 * Where a device's address points: a path (`/front/siteMonitorDevice/live/…`, the server's virtual
 * cameras) is on the site base of config.json; full URLs stay as they are.
 */
export const streamAddress = (address: string, siteBaseUrl: string): string =>
  address.startsWith('/') && !address.startsWith('//') ? joinUrl(siteBaseUrl, address) : address;
