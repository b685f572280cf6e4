import { describe, expect, it } from 'vitest';
import { playsHlsNatively, streamKind } from './stream';

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

  it('has no player for other formats', () => {
    expect(streamKind('rtsp://10.0.0.8:554/h264')).toBe('unsupported');
    expect(streamKind('https://cdn.example.com/live/1.flv')).toBe('unsupported');
  });

  it('finds no native HLS in jsdom', () => {
    expect(playsHlsNatively()).toBe(false);
  });
});
