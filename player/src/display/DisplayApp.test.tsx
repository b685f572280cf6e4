/** @jsxImportSource preact */
import {
  createComponent,
  createScreenDocument,
  DISPLAY_HELLO_PATH,
  type DisplayAssignment,
  type DisplayHello,
} from '@site/shared-schema';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAY_SCREEN_PATH } from '../api/screen';
import { DEFAULT_CONFIG } from '../app/config';
import { parseOptions } from '../app/url';
import { settle } from '../test/harness';
import { preloadViews } from '../widgets/registry';
import { DisplayApp, HELLO_MS } from './DisplayApp';
import { keep, readKept } from './storage';

const ASSIGNED: DisplayAssignment = {
  displayId: 'd-1',
  displayName: '大门LED',
  projectId: 'p1',
  screenId: 's1',
  publishedAt: '2026-11-29T08:00:00.000Z',
  playlist: [],
  scaleMode: 'fit',
};

function screenAnswer(text: string) {
  const document = createScreenDocument();
  document.componentData = [{ ...createComponent('VText', { left: 0, top: 0 }), propValue: text }];
  return { screenId: 's1', screenName: '总览', projectId: 'p1', document };
}

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, message: 'ok', data }));

describe('a display without a key: pairing, waiting, playing', () => {
  const root = document.createElement('div');
  let hello: () => DisplayHello;
  let screenText = '总览大屏';
  const calls: { url: string; body: Record<string, unknown>; key: string | null }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url, body, key: new Headers(init.headers).get('x-playback-key') });
    if (url.endsWith(DISPLAY_HELLO_PATH)) return envelope(hello());
    if (url.endsWith(PLAY_SCREEN_PATH))
      return screenText
        ? envelope(screenAnswer(screenText))
        : new Response(JSON.stringify({ code: 404, message: '大屏不存在' }));
    return new Response(JSON.stringify({ code: 404, message: 'none' }));
  });

  beforeEach(async () => {
    await preloadViews(['VText']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.stubGlobal('fetch', fetch);
    calls.length = 0;
    screenText = '总览大屏';
    localStorage.clear();
  });
  afterEach(() => {
    act(() => render(null, root));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const start = async () => {
    await act(async () => {
      render(<DisplayApp config={DEFAULT_CONFIG} options={parseOptions('')} />, root);
    });
    await settle();
  };
  const later = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
    await settle();
  };

  it('shows its pairing code, keeps its token, then plays the screen it is assigned with that token', async () => {
    hello = () => ({ displayToken: 'tok-1', pairCode: 'K7M2QX', display: null });
    await start();
    expect(root.querySelector('[data-testid="display-pair-code"]')?.textContent).toBe('K7M2QX');
    expect(readKept().token).toBe('tok-1');

    hello = () => ({ displayToken: 'tok-1', pairCode: '', display: { ...ASSIGNED, screenId: '' } });
    await later(HELLO_MS.pairing);
    expect(calls.at(-1)?.body).toMatchObject({ displayToken: 'tok-1' });
    expect(root.textContent).toContain('已登记为「大门LED」');

    hello = () => ({ displayToken: 'tok-1', pairCode: '', display: ASSIGNED });
    await later(HELLO_MS.waiting);
    expect(root.textContent).toContain('总览大屏');
    expect(calls.find((call) => call.url.endsWith(PLAY_SCREEN_PATH))).toMatchObject({
      body: { screenId: 's1', key: 'tok-1' },
      key: 'tok-1',
    });
    // While it plays it says hello seldom, with what it shows.
    const hellos = () => calls.filter((call) => call.url.endsWith(DISPLAY_HELLO_PATH)).length;
    const before = hellos();
    await later(HELLO_MS.playing - 1);
    expect(hellos()).toBe(before);
    await later(1);
    expect(calls.at(-1)?.body).toMatchObject({ report: { playingName: '总览' } });
  });

  it('plays its screen once published, and a new publish of it without reloading the page', async () => {
    screenText = '';
    hello = () => ({ displayToken: 'tok-6', pairCode: '', display: { ...ASSIGNED, publishedAt: '' } });
    await start();
    expect(root.textContent).toContain('大屏不存在或未发布');
    // Unpublished, the screen is nothing to play yet: hello keeps the waiting pace.
    screenText = '总览大屏';
    hello = () => ({ displayToken: 'tok-6', pairCode: '', display: ASSIGNED });
    await later(HELLO_MS.waiting);
    expect(root.textContent).toContain('总览大屏');

    screenText = '总览大屏（新版）';
    const republished = { ...ASSIGNED, publishedAt: '2026-11-29T09:00:00.000Z' };
    hello = () => ({ displayToken: 'tok-6', pairCode: '', display: republished });
    await later(HELLO_MS.playing);
    expect(root.textContent).toContain('总览大屏（新版）');
    expect(root.textContent).not.toContain('大屏加载中…');
  });

  it('plays a playlist it is assigned: the first screen shown, the next one drawn behind it', async () => {
    const playlist = [
      { screenId: 's1', seconds: 30 },
      { screenId: 's2', seconds: 30 },
    ];
    hello = () => ({ displayToken: 'tok-5', pairCode: '', display: { ...ASSIGNED, screenId: '', playlist } });
    await start();
    const slots = [...root.querySelectorAll<HTMLElement>('.pw-playlist-slot')];
    expect(slots.map((slot) => [slot.dataset.screen, slot.style.visibility])).toEqual([
      ['s1', 'visible'],
      ['s2', 'hidden'],
    ]);
  });

  it('plays its last registration at once after a reboot without the network', async () => {
    keep({ token: 'tok-2', display: ASSIGNED });
    // The hello finds no network; the screen comes from the service worker's storage.
    hello = () => {
      throw new TypeError('Failed to fetch');
    };
    await start();
    expect(root.textContent).toContain('总览大屏');
  });

  it('goes back to pairing when revoked: the server answers a new token and code', async () => {
    keep({ token: 'tok-3', display: ASSIGNED });
    hello = () => ({ displayToken: 'tok-4', pairCode: 'ZZ22AA', display: null });
    await start();
    expect(root.querySelector('[data-testid="display-pair-code"]')?.textContent).toBe('ZZ22AA');
    expect(readKept()).toEqual({ token: 'tok-4', display: null });
  });
});
