/** @jsxImportSource preact */
import { createComponent, type VideoDeviceRef } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetcher, renderWidget } from '../../test/harness';
import { advance } from '../../test/timers';

const PLAY_PATH = '/front/siteMonitorDevice/getPlayPathByProject';

const URLS: Record<string, string> = {
  d1: 'http://10.0.0.11/mjpg/video.mjpg',
  d2: 'https://cdn.example.com/live/2.mp4',
  d3: 'https://cdn.example.com/hls/3.m3u8',
  d4: '',
  d5: 'rtsp://10.0.0.15:554/h264',
  d6: 'http://10.0.0.16/snapshot.jpg',
};

const DEVICES: VideoDeviceRef[] = Object.keys(URLS).map((deviceId, n) => ({
  deviceId,
  deviceName: `摄像头${n + 1}`,
  channelId: '1',
}));

const playPath = vi.fn((payload: unknown) => {
  const { deviceId } = payload as { deviceId: string };
  return { deviceId, channelId: '1', playHdLiveUrl: URLS[deviceId], accessToken: '' };
});

function wall(
  options: { devices?: VideoDeviceRef[]; cells?: number; interval?: number; start?: string } = {},
) {
  const component = createComponent('VideoMonitor', { left: 0, top: 0 });
  component.deviceList = options.devices ?? DEVICES;
  component.videoNum = options.cells ?? 4;
  component.style.interval = options.interval ?? 0;
  component.style.deviceId = options.start ?? '';
  return component;
}

const cellDevices = (element: HTMLElement) =>
  [...element.querySelectorAll('.pw-video-cell')].map((cell) => (cell as HTMLElement).dataset.device ?? '');
const cellOf = (element: HTMLElement, deviceId: string) =>
  element.querySelector(`[data-device="${deviceId}/1"]`) as HTMLElement;

let cleanups: (() => void)[] = [];
beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
);
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  playPath.mockClear();
  vi.useRealTimers();
});

async function show(component = wall()) {
  const rendered = await renderWidget(component, {
    projectId: 'p1',
    preview: true,
    fetcher: fakeFetcher({ [PLAY_PATH]: playPath }),
  });
  cleanups.push(rendered.cleanup);
  return rendered;
}

describe('VideoMonitor', () => {
  it('asks for a camera or recorder when none is chosen', async () => {
    const { element } = await show(wall({ devices: [] }));
    expect(element.querySelector('[data-state="empty"]')?.textContent).toBe('请选择摄像头或录像机');
  });

  it('starts the streams about 400 ms after mounting, each by its kind', async () => {
    const { element } = await show();
    expect(cellDevices(element)).toEqual(['d1/1', 'd2/1', 'd3/1', 'd4/1']);
    expect(element.querySelector('img, video')).toBeNull();
    await advance(400);
    expect(cellOf(element, 'd1').querySelector('img')?.getAttribute('src')).toBe(URLS.d1);
    const video = cellOf(element, 'd2').querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(URLS.d2);
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(cellOf(element, 'd3').textContent).toContain('不支持的视频格式');
    expect(cellOf(element, 'd4').textContent).toContain('暂无视频流');
    expect(playPath).toHaveBeenCalledWith({ projectId: 'p1', deviceId: 'd1', channelId: '1' });
  });

  it('rotates by a wall of cameras each period, emptying the cells before the next streams', async () => {
    const { element } = await show(wall({ interval: 300_000 }));
    await advance(300_000);
    expect(cellDevices(element)).toEqual(['d5/1', 'd6/1', 'd1/1', 'd2/1']);
    expect(element.querySelector('img, video')).toBeNull();
    await advance(400);
    expect(cellOf(element, 'd5').textContent).toContain('不支持的视频格式');
    expect(cellOf(element, 'd6').querySelector('img')).not.toBeNull();
    await advance(300_000);
    expect(cellDevices(element)).toEqual(['d3/1', 'd4/1', 'd5/1', 'd6/1']);
  });

  it('keeps a fixed slice from the chosen start without rotation, and a single cell on its camera', async () => {
    const fixed = await show(wall({ start: 'd2' }));
    await advance(3_600_000);
    expect(cellDevices(fixed.element)).toEqual(['d2/1', 'd3/1', 'd4/1', 'd5/1']);
    const single = await show(wall({ cells: 1, interval: 300_000, start: 'd6' }));
    await advance(600_000);
    expect(cellDevices(single.element)).toEqual(['d6/1']);
  });

  it('retries a failed stream every 10 s in its own cell only', async () => {
    const { element } = await show();
    await advance(400);
    const first = cellOf(element, 'd1').querySelector('img') as HTMLImageElement;
    await act(async () => {
      first.dispatchEvent(new Event('error'));
    });
    expect(cellOf(element, 'd1').querySelector('[data-cell-state="retrying"]')).not.toBeNull();
    expect(cellOf(element, 'd2').querySelector('video')).not.toBeNull();
    const reads = playPath.mock.calls.length;
    await advance(10_000);
    const again = cellOf(element, 'd1').querySelector('img');
    expect(again).not.toBeNull();
    expect(again).not.toBe(first);
    // The address is read again: a signed stream address may have expired.
    expect(playPath.mock.calls.length).toBe(reads + 1);
  });

  it('opens the camera console from a cell, asking an operator to sign in, and closes it with Escape', async () => {
    const { element } = await show();
    await advance(400);
    await act(async () => {
      cellOf(element, 'd1').click();
    });
    await vi.waitFor(() => expect(document.querySelector('.pw-camera-console')).not.toBeNull());
    const dialog = document.querySelector('.pw-camera-console') as HTMLElement;
    expect(dialog.style.width).toBe('1000px');
    expect(dialog.textContent).toContain('操作员登录');
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(document.querySelector('.pw-camera-console')).toBeNull();
  });

  it('leaves no timer behind', async () => {
    const { cleanup } = await show(wall({ interval: 300_000 }));
    cleanups = [];
    await advance(400);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});
