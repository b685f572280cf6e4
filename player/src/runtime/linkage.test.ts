import type { Linkage } from '@site/shared-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkageBus, linkageOverride } from './linkage';

describe('linkage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const linkage = (duration: number, event: 'v-click' | 'v-hover'): Linkage => ({
    duration,
    data: [
      {
        id: 'target',
        event,
        style: [
          { key: 'background', value: '#409EFF' },
          { key: 'opacity', value: '0.5' },
        ],
      },
    ],
  });

  it('turns the style list into an override, numbers as numbers', () => {
    expect(
      linkageOverride([
        { key: 'background', value: 'red' },
        { key: 'width', value: '300' },
        { key: 'x', value: '' },
      ]),
    ).toEqual({
      background: 'red',
      width: 300,
    });
  });

  it('a click changes the target for `duration` seconds, then restores it', () => {
    const bus = new LinkageBus();
    const target = bus.overrideOf('target');
    bus.fire('source', linkage(2, 'v-click'), 'v-click');
    expect(target.value).toEqual({ background: '#409EFF', opacity: 0.5 });
    vi.advanceTimersByTime(1999);
    expect(target.value).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(target.value).toBeNull();
    expect(bus.pendingTimers()).toBe(0);
  });

  it('a hover without duration lasts while the pointer stays', () => {
    const bus = new LinkageBus();
    const target = bus.overrideOf('target');
    bus.fire('source', linkage(0, 'v-hover'), 'v-hover', 'enter');
    expect(target.value).not.toBeNull();
    bus.fire('source', linkage(0, 'v-hover'), 'v-hover', 'leave');
    expect(target.value).toBeNull();
  });

  it('a click without duration toggles; a hover linkage ignores clicks', () => {
    const bus = new LinkageBus();
    const target = bus.overrideOf('target');
    bus.fire('source', linkage(0, 'v-click'), 'v-click');
    expect(target.value).not.toBeNull();
    bus.fire('source', linkage(0, 'v-click'), 'v-click');
    expect(target.value).toBeNull();
    bus.fire('source', linkage(0, 'v-hover'), 'v-click');
    expect(target.value).toBeNull();
  });

  it('dispose clears pending restores', () => {
    const bus = new LinkageBus();
    bus.fire('source', linkage(5, 'v-click'), 'v-click');
    bus.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
