import { describe, expect, it } from 'vitest';
import { MARQUEE_PAUSE_MS, marqueeOffset, marqueeOverflow } from './marquee';

describe('remark marquee', () => {
  it('stays still when the remark fits', () => {
    expect(marqueeOverflow(300, 800)).toBe(0);
    expect(marqueeOverflow(800, 800)).toBe(0);
    expect(marqueeOffset(5000, 0)).toBe(0);
  });

  it('travels the overflow only', () => {
    expect(marqueeOverflow(1200.4, 800)).toBe(401);
  });

  it('pauses 2 s at the start, moves until the end shows, pauses 2 s there, then starts again', () => {
    const overflow = 120; // 2 s of travel at 60 px/s
    expect(marqueeOffset(0, overflow)).toBe(0);
    expect(marqueeOffset(MARQUEE_PAUSE_MS - 1, overflow)).toBe(0);
    expect(marqueeOffset(MARQUEE_PAUSE_MS + 1000, overflow)).toBe(-60);
    expect(marqueeOffset(MARQUEE_PAUSE_MS + 2000, overflow)).toBe(-120);
    expect(marqueeOffset(MARQUEE_PAUSE_MS + 3999, overflow)).toBe(-120);
    expect(marqueeOffset(2 * MARQUEE_PAUSE_MS + 2000, overflow)).toBe(0);
    expect(marqueeOffset(2 * MARQUEE_PAUSE_MS + 2000 + MARQUEE_PAUSE_MS + 500, overflow)).toBe(-30);
  });
});
