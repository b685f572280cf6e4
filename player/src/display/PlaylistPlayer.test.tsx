/** @jsxImportSource preact */
import { createComponent, createScreenDocument, type PlaylistItem } from '@site/shared-schema';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttachToWall } from '../app/App';
import { DEFAULT_CONFIG } from '../app/config';
import { parseOptions } from '../app/url';
import { createWallRealtime, type WallRealtime } from '../runtime/realtime';
import { settle } from '../test/harness';
import { preloadViews } from '../widgets/registry';
import { PlaylistPlayer } from './PlaylistPlayer';

vi.mock('../runtime/realtime', async (original) => {
  const actual = await original<typeof import('../runtime/realtime')>();
  return { ...actual, createWallRealtime: vi.fn(actual.createWallRealtime) };
});

function answerOf(screenId: string) {
  const document = createScreenDocument();
  document.componentData = [
    { ...createComponent('VText', { left: 0, top: 0 }), propValue: `画面${screenId}` },
  ];
  return { code: 200, message: 'ok', data: { screenId, screenName: screenId, projectId: 'p1', document } };
}

describe('a playlist on a display', () => {
  const root = document.createElement('div');
  let held: string | null = null;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const { screenId } = JSON.parse(String(init.body)) as { screenId: string };
    while (held === screenId) await new Promise((resolve) => setTimeout(resolve, 100));
    return new Response(JSON.stringify(answerOf(screenId)));
  });
  const slots = () =>
    [...root.querySelectorAll<HTMLElement>('.pw-playlist-slot')].map((slot) => ({
      screen: slot.dataset.screen,
      shown: slot.style.visibility === 'visible',
      drawn: slot.textContent?.includes(`画面${slot.dataset.screen}`) ?? false,
    }));
  const play = (items: PlaylistItem[], attach: AttachToWall = () => () => {}) =>
    act(async () => {
      render(
        <PlaylistPlayer
          config={DEFAULT_CONFIG}
          options={parseOptions('')}
          token="tok"
          scaleMode="fit"
          items={items}
          attach={attach}
        />,
        root,
      );
    });
  const later = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
    await settle();
  };

  beforeEach(async () => {
    await preloadViews(['VText']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.stubGlobal('fetch', fetch);
    held = null;
  });
  afterEach(() => {
    act(() => render(null, root));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('draws the next screen hidden before its turn, shows it on time and lets the one before go', async () => {
    const items = [
      { screenId: 'a', seconds: 5 },
      { screenId: 'b', seconds: 10 },
    ];
    await play(items);
    await settle();
    expect(slots()).toEqual([
      { screen: 'a', shown: true, drawn: true },
      { screen: 'b', shown: false, drawn: true },
    ]);

    await later(5_000);
    expect(slots()).toEqual([
      { screen: 'b', shown: true, drawn: true },
      { screen: 'a', shown: false, drawn: true },
    ]);
    await later(9_000);
    expect(slots()[0]).toMatchObject({ screen: 'b', shown: true });
    await later(1_000);
    expect(slots()[0]).toMatchObject({ screen: 'a', shown: true });
  });

  it('keeps the current screen while the next one has not drawn yet', async () => {
    held = 'b';
    await play([
      { screenId: 'a', seconds: 5 },
      { screenId: 'b', seconds: 5 },
    ]);
    await later(6_000);
    expect(slots()[0]).toMatchObject({ screen: 'a', shown: true });
    held = null;
    await later(1_000);
    await later(1_000);
    expect(slots()[0]).toMatchObject({ screen: 'b', shown: true, drawn: true });
  });

  it('holds one connection for the whole playlist, which each screen shown joins', async () => {
    vi.mocked(createWallRealtime).mockClear();
    const joined: WallRealtime[] = [];
    await play(
      [
        { screenId: 'a', seconds: 5 },
        { screenId: 'b', seconds: 5 },
      ],
      (realtime) => {
        joined.push(realtime);
        return () => {};
      },
    );
    await settle();
    await later(5_000);
    await later(5_000);
    expect(slots()[0]).toMatchObject({ screen: 'a', shown: true });
    expect(createWallRealtime).toHaveBeenCalledTimes(1);
    expect(joined.length).toBeGreaterThanOrEqual(3);
    expect(new Set(joined).size).toBe(1);
  });
});
