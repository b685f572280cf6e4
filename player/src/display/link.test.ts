import { DISPLAY_REPORT_PATH, displayTopic } from '@site/shared-realtime';
import { DISPLAY_REPORT_MS, type DisplayMessage } from '@site/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WallRealtime } from '../runtime/realtime';
import { linkDisplay } from './link';

/** A wall connection that records what a display subscribes to and sends, and lets the test connect it. */
function fakeWall(connected = true) {
  const listeners = new Map<string, (body: unknown) => void>();
  const watchers = new Set<(connected: boolean) => void>();
  const sent: { path: string; body: unknown }[] = [];
  const realtime: WallRealtime = {
    source: {
      subscribe(destination, onMessage) {
        listeners.set(destination, onMessage);
        return () => listeners.delete(destination);
      },
      connected: () => connected,
      onConnectedChange(watcher) {
        watchers.add(watcher);
        return () => watchers.delete(watcher);
      },
    },
    publish(path, body) {
      sent.push({ path, body });
      return true;
    },
    stop: () => {},
  };
  return { realtime, listeners, watchers, sent };
}

describe('a registered display on its wall connection', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('hears its own topic, reports on connect and every report period, and stops doing both', () => {
    const wall = fakeWall();
    const heard: DisplayMessage[] = [];
    const unlink = linkDisplay(
      'd-1',
      (message) => heard.push(message),
      () => {},
    )(wall.realtime, {
      screenId: 's1',
      screenName: '项目总览',
      projectId: 'p1',
      document: null,
    });
    wall.listeners.get(displayTopic('d-1'))?.({ command: 'identify' });
    expect(heard).toEqual([{ command: 'identify' }]);

    for (const watcher of wall.watchers) watcher(true);
    vi.advanceTimersByTime(DISPLAY_REPORT_MS);
    expect(wall.sent).toHaveLength(2);
    expect(wall.sent[0]).toMatchObject({
      path: DISPLAY_REPORT_PATH,
      body: {
        playingName: '项目总览',
        errorCount: expect.any(Number),
        resolution: expect.stringMatching(/×/),
      },
    });

    unlink();
    vi.advanceTimersByTime(DISPLAY_REPORT_MS * 3);
    expect(wall.sent).toHaveLength(2);
    expect(wall.listeners.size).toBe(0);
    expect(wall.watchers.size).toBe(0);
  });

  it('asks what it may have missed each time its topic goes live: at once when connected, then on each reconnect', () => {
    const played = { screenId: 's1', screenName: '项目总览', projectId: 'p1', document: null };
    for (const [connected, atOnce] of [
      [true, 1],
      [false, 0],
    ] as const) {
      const wall = fakeWall(connected);
      let asked = 0;
      const unlink = linkDisplay(
        'd-1',
        () => {},
        () => asked++,
      )(wall.realtime, played);
      expect(asked).toBe(atOnce);
      for (const watcher of wall.watchers) watcher(false);
      expect(asked).toBe(atOnce);
      for (const watcher of wall.watchers) watcher(true);
      expect(asked).toBe(atOnce + 1);
      unlink();
    }
  });
});
