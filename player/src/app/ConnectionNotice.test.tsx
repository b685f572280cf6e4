/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_AT_HEADER } from '../api/headers';
import { noteAnswerAge, savedDataTime } from '../api/saved-data';
import type { RealtimeSource } from '../data/types';
import { CONNECTION_NOTICE_MS, ConnectionNotice } from './ConnectionNotice';

describe('ConnectionNotice', () => {
  let host: HTMLElement;
  let watcher: (connected: boolean) => void = () => {};
  const source: RealtimeSource = {
    subscribe: () => () => {},
    onConnectedChange(listener) {
      watcher = listener;
      return () => {
        watcher = () => {};
      };
    },
  };
  const notice = () => host.querySelector('.pw-connection-lost');
  const change = (connected: boolean) => act(() => watcher(connected));

  beforeEach(() => {
    vi.useFakeTimers();
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    render(null, host);
    host.remove();
    vi.useRealTimers();
  });

  it('says once that the wall is cut off when the socket stays lost, and nothing once it is back', async () => {
    await act(() => render(<ConnectionNotice source={source} />, host));
    change(false);
    await act(() => {
      vi.advanceTimersByTime(CONNECTION_NOTICE_MS - 1);
    });
    expect(notice()).toBeNull();
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(notice()?.textContent).toBe('与服务器的连接已断开，正在重连…');
    expect(host.querySelectorAll('[role="status"]')).toHaveLength(1);
    change(true);
    expect(notice()).toBeNull();
  });

  it('counts the wait from the loss, not from each failed reconnect after it', async () => {
    await act(() => render(<ConnectionNotice source={source} />, host));
    change(false);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(() => {
        vi.advanceTimersByTime(CONNECTION_NOTICE_MS / 3);
      });
      change(false);
    }
    expect(notice()).not.toBeNull();
  });

  it('keeps quiet about a reconnect within the grace', async () => {
    await act(() => render(<ConnectionNotice source={source} />, host));
    change(false);
    await act(() => {
      vi.advanceTimersByTime(CONNECTION_NOTICE_MS / 2);
    });
    change(true);
    await act(() => {
      vi.advanceTimersByTime(CONNECTION_NOTICE_MS * 2);
    });
    expect(notice()).toBeNull();
  });

  it('shows at once how old the data is while answers come from the stored copy, and goes with a live one', async () => {
    await act(() => render(<ConnectionNotice source={source} />, host));
    const answer = (savedAt?: string) =>
      act(() =>
        noteAnswerAge(new Response('{}', { headers: savedAt ? { [SAVED_AT_HEADER]: savedAt } : {} })),
      );
    await answer(new Date(2026, 10, 29, 8, 5).toISOString());
    await answer(new Date(2026, 10, 28, 23, 40).toISOString());
    expect(notice()?.textContent).toBe('与服务器的连接已断开，正在重连…显示的是 11-28 23:40 保存的数据');
    await answer();
    expect(savedDataTime.value).toBeNull();
    expect(notice()).toBeNull();
  });
});
