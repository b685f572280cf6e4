import { describe, expect, it } from 'vitest';
import { snap } from './snap';

const other = { left: 100, top: 100, width: 100, height: 100, rotate: 0 };

describe('snap', () => {
  it('snaps a left edge to another left edge within the threshold and draws the guide', () => {
    const r = snap({ left: 103, top: 400, width: 60, height: 50, rotate: 0 }, [other], 5);
    expect(r.dx).toBe(-3);
    expect(r.dy).toBe(0);
    expect(r.lines).toEqual([{ axis: 'x', at: 100 }]);
  });

  it('snaps centres to centres', () => {
    const r = snap({ left: 400, top: 128, width: 40, height: 40, rotate: 0 }, [other], 5);
    expect(r.dy).toBe(2);
    expect(r.lines).toEqual([{ axis: 'y', at: 150 }]);
  });

  it('snaps a left edge to another right edge, on both axes at once', () => {
    const r = snap({ left: 198, top: 204, width: 50, height: 50, rotate: 0 }, [other], 5);
    expect(r).toMatchObject({ dx: 2, dy: -4 });
    expect(r.lines).toContainEqual({ axis: 'x', at: 200 });
    expect(r.lines).toContainEqual({ axis: 'y', at: 200 });
  });

  it('does not snap beyond the threshold', () => {
    expect(snap({ left: 110, top: 400, width: 50, height: 50, rotate: 0 }, [other], 5)).toEqual({
      dx: 0,
      dy: 0,
      lines: [],
    });
  });

  it('uses the visible bounds of rotated boxes', () => {
    const diamond = { left: 100, top: 100, width: 100, height: 100, rotate: 45 };
    const tip = 150 + 50 * Math.SQRT2;
    const r = snap({ left: tip + 2, top: 600, width: 20, height: 20, rotate: 0 }, [diamond], 5);
    expect(r.dx).toBeCloseTo(-2);
  });
});
