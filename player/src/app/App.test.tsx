/** @jsxImportSource preact */
import { createComponent, createScreenDocument, type ScreenDocument } from '@site/shared-schema';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../test/harness';
import { preloadViews } from '../widgets/registry';
import { App } from './App';
import { DEFAULT_CONFIG } from './config';
import { parseOptions } from './url';

function screenWith(text: string): ScreenDocument {
  const doc = createScreenDocument();
  const component = createComponent('VText', { left: 0, top: 0 });
  component.propValue = text;
  doc.componentData = [component];
  return doc;
}

describe('app: boot, soft reload, network loss', () => {
  const root = document.createElement('div');
  let answer: () => Response;
  const fetch = vi.fn(async () => answer());

  beforeEach(async () => {
    await preloadViews(['VText']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.stubGlobal('fetch', fetch);
    fetch.mockClear();
  });
  afterEach(() => {
    act(() => render(null, root));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const ok = (doc: ScreenDocument) => () =>
    new Response(
      JSON.stringify({
        code: 200,
        message: 'ok',
        data: { screenId: 's1', screenName: '屏', projectId: 'p1', document: doc },
      }),
    );

  it('re-fetches the screen on schedule and re-renders in place, keeping it while the network is down', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    answer = ok(screenWith('第一版'));
    const options = parseOptions('?screen=s1&key=k1&refresh=1');
    await act(async () => {
      render(<App config={DEFAULT_CONFIG} options={options} />, root);
    });
    await settle();
    expect(root.textContent).toContain('第一版');

    answer = ok(screenWith('第二版'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await settle();
    expect(root.textContent).toContain('第二版');

    // Network down at the next reload: the last screen stays.
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await settle();
    expect(root.textContent).toContain('第二版');
    expect(reload).not.toHaveBeenCalled();
  });

  it('plays the screen asked for at boot without asking again, and asks on the next reload', async () => {
    answer = ok(screenWith('新版'));
    const options = parseOptions('?screen=s1&key=k1&refresh=1');
    const first = Promise.resolve({
      kind: 'ready' as const,
      played: { screenId: 's1', screenName: '屏', projectId: 'p1', document: screenWith('启动时') },
      document: screenWith('启动时'),
    });
    await act(async () => {
      render(<App config={DEFAULT_CONFIG} options={options} first={first} />, root);
    });
    await settle();
    expect(root.textContent).toContain('启动时');
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await settle();
    expect(root.textContent).toContain('新版');
  });

  it('a revoked key replaces the screen with a clear message', async () => {
    answer = ok(screenWith('播放中'));
    const options = parseOptions('?screen=s1&key=k1&refresh=1');
    await act(async () => {
      render(<App config={DEFAULT_CONFIG} options={options} />, root);
    });
    await settle();
    expect(root.textContent).toContain('播放中');
    answer = () => new Response(JSON.stringify({ code: 401, message: 'revoked' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await settle();
    expect(root.textContent).toContain('播放密钥无效或已被撤销');
  });
});
