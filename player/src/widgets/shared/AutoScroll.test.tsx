/** @jsxImportSource preact */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoScroll, scrollLoop } from './AutoScroll';

// jsdom lays nothing out and has neither ResizeObserver nor Web Animations: rows are 30 px, the box 100 px.
const ROW = 30;
const BOX = 100;

describe('AutoScroll', () => {
  let host: HTMLElement;
  let resized: () => void;
  const animations: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; cancel: () => void }[] = [];

  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      get(this: HTMLElement) {
        return this.querySelectorAll('p').length * ROW;
      },
      configurable: true,
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { get: () => BOX, configurable: true });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    HTMLElement.prototype.animate = (keyframes, options) => {
      const animation = {
        keyframes: keyframes as Keyframe[],
        options: options as KeyframeAnimationOptions,
        cancel: vi.fn(),
      };
      animations.push(animation);
      return animation as unknown as Animation;
    };
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    render(null, host);
    host.remove();
    animations.length = 0;
    vi.unstubAllGlobals();
    for (const name of ['offsetHeight', 'clientHeight', 'animate'])
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });

  const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  const list = (rows: number, live = true) => (
    <AutoScroll live={live}>
      {Array.from({ length: rows }, (_, index) => (
        <p key={index}>{index}</p>
      ))}
    </AutoScroll>
  );

  it('loops as the seed steps, on the compositor: pause, 1 px per 16 ms, pause, back to the top', () => {
    const { keyframes, duration } = scrollLoop(50);
    expect(duration).toBe(1000 + 50 * 16 + 1000);
    expect(keyframes).toEqual([
      { transform: 'translateY(0)', offset: 0 },
      { transform: 'translateY(0)', offset: 1000 / duration },
      { transform: 'translateY(-50px)', offset: 1800 / duration },
      { transform: 'translateY(-50px)', offset: 1 },
    ]);
  });

  it('animates a list taller than its box without a JavaScript timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await act(() => render(list(5), host));
      await nextFrame();
      expect(animations).toHaveLength(1);
      expect(animations[0].keyframes[2]).toMatchObject({ transform: `translateY(${-(5 * ROW - BOX)}px)` });
      expect(animations[0].options.iterations).toBe(Number.POSITIVE_INFINITY);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays still while the list fits, and starts when its rows outgrow the box', async () => {
    await act(() => render(list(3), host));
    await nextFrame();
    expect(animations).toHaveLength(0);
    await act(() => render(list(6), host));
    resized();
    await nextFrame();
    expect(animations).toHaveLength(1);
    expect(animations[0].keyframes[2]).toMatchObject({ transform: `translateY(${-(6 * ROW - BOX)}px)` });
    await act(() => render(list(2), host));
    resized();
    await nextFrame();
    expect(animations[0].cancel).toHaveBeenCalled();
    expect(animations).toHaveLength(1);
  });

  it('does not move on the edit canvas', async () => {
    await act(() => render(list(8, false), host));
    await nextFrame();
    expect(animations).toHaveLength(0);
  });
});
