import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureInNextFrame } from './measure-batch';

describe('measureInNextFrame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs every task queued before a frame in that one frame, and not a cancelled one', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const ran: string[] = [];
    measureInNextFrame(() => ran.push('a'));
    const cancel = measureInNextFrame(() => ran.push('b'));
    measureInNextFrame(() => ran.push('c'));
    cancel();
    expect(frames).toHaveLength(1);
    expect(ran).toEqual([]);
    frames[0](0);
    expect(ran).toEqual(['a', 'c']);
    measureInNextFrame(() => ran.push('d'));
    expect(frames).toHaveLength(2);
    frames[1](16);
    expect(ran).toEqual(['a', 'c', 'd']);
  });
});
