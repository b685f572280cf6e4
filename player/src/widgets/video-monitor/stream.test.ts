import { describe, expect, it } from 'vitest';
import { playsHlsNatively, streamAddress, streamKind } from './stream';

describe('stream kinds', () => {
  it('plays MJPEG and images as images', () => {
    expect(streamKind('http://10.0.0.8/axis-cgi/mjpg/video.cgi?resolution=640x480')).toBe('image');
    expect(streamKind('https://cam.example.com/live/stream.mjpeg')).toBe('image');
    expect(streamKind('https://cam.example.com/snapshot.jpg?t=1')).toBe('image');
  });

  it('plays mp4 and webm as video, m3u8 as HLS', () => {
    expect(streamKind('https://cdn.example.com/a/live.mp4')).toBe('video');
    expect(streamKind('https://cdn.example.com/a/live.WEBM#t=3')).toBe('video');
    expect(streamKind('https://cdn.example.com/hls/1.m3u8?token=x')).toBe('hls');
  });

  it('plays HTTP-FLV through mpegts.js, and the virtual cameras of the server as MJPEG', () => {
    expect(streamKind('https://cdn.example.com/live/1.flv?auth=x')).toBe('flv');
    expect(streamKind('/front/siteMonitorDevice/live/ipc-1/1.mjpeg?token=1.abc')).toBe('image');
  });

  it('has no player for other formats', () => {
    expect(streamKind('rtsp://10.0.0.8:554/h264')).toBe('unsupported');
    expect(streamKind('rtmp://10.0.0.8/live/1.flv')).toBe('unsupported');
    expect(streamKind('https://cdn.example.com/live/1.avi')).toBe('unsupported');
  });

  it('resolves a server path against the site base, leaving full URLs alone', () => {
    expect(streamAddress('/front/a.mjpeg', 'https://api.example.com')).toBe(
      'https://api.example.com/front/a.mjpeg',
    );
    expect(streamAddress('/front/a.mjpeg', '')).toBe('/front/a.mjpeg');
    expect(streamAddress('https://cdn.example.com/1.flv', 'https://api.example.com')).toBe(
      'https://cdn.example.com/1.flv',
    );
  });

  it('finds no native HLS in jsdom', () => {
    expect(playsHlsNatively()).toBe(false);
  });
});
