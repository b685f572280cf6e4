import { describe, expect, it } from 'vitest';
import { boundsOf, centerOf, MIN_SIZE, resizeBox } from './geometry';
import { rotatePoint } from './rotation';
import type { Box, Handle } from './types';

const box: Box = { left: 100, top: 100, width: 200, height: 100, rotate: 0 };

/** Where a point given in the box's own frame (0..1 across, 0..1 down) sits on the canvas. */
function pointOf(b: Box, fx: number, fy: number) {
  return rotatePoint({ x: b.left + fx * b.width, y: b.top + fy * b.height }, centerOf(b), b.rotate);
}

function expectClose(actual: Box, expected: Partial<Box>) {
  for (const [key, value] of Object.entries(expected))
    expect(actual[key as keyof Box]).toBeCloseTo(value as number, 6);
}

describe('boundsOf', () => {
  it('is the box itself when not rotated', () => {
    expect(boundsOf(box)).toEqual({ left: 100, top: 100, right: 300, bottom: 200 });
  });

  it('swaps width and height at 90 degrees, about the same centre', () => {
    const b = boundsOf({ ...box, rotate: 90 });
    expect(b.left).toBeCloseTo(150);
    expect(b.right).toBeCloseTo(250);
    expect(b.top).toBeCloseTo(50);
    expect(b.bottom).toBeCloseTo(250);
  });

  it('encloses the corners of a box at 45 degrees', () => {
    const b = boundsOf({ left: 0, top: 0, width: 100, height: 100, rotate: 45 });
    const half = 50 * Math.SQRT2;
    expect(b.left).toBeCloseTo(50 - half);
    expect(b.bottom).toBeCloseTo(50 + half);
  });
});

describe('resizeBox', () => {
  it('grows from the bottom-right corner with the top-left fixed', () => {
    expectClose(resizeBox(box, 'rb', { x: 350, y: 260 }), { left: 100, top: 100, width: 250, height: 160 });
  });

  it('moves the top-left corner to the pointer with the bottom-right fixed', () => {
    expectClose(resizeBox(box, 'lt', { x: 80, y: 90 }), { left: 80, top: 90, width: 220, height: 110 });
  });

  it('changes only the height from the top edge, whatever the pointer does sideways', () => {
    expectClose(resizeBox(box, 't', { x: 999, y: 60 }), { left: 100, top: 60, width: 200, height: 140 });
  });

  it('changes only the width from the left edge', () => {
    expectClose(resizeBox(box, 'l', { x: 150, y: -5 }), { left: 150, top: 100, width: 150, height: 100 });
  });

  it(`stops at ${MIN_SIZE} px instead of turning inside out`, () => {
    const r = resizeBox(box, 'rb', { x: 0, y: 0 });
    expectClose(r, { left: 100, top: 100, width: MIN_SIZE, height: MIN_SIZE });
  });

  const opposite: Record<Handle, [number, number]> = {
    lt: [1, 1],
    t: [0.5, 1],
    rt: [0, 1],
    r: [0, 0.5],
    rb: [0, 0],
    b: [0.5, 0],
    lb: [1, 0],
    l: [1, 0.5],
  };

  for (const handle of Object.keys(opposite) as Handle[]) {
    it(`keeps the point opposite the ${handle} handle still on a rotated box`, () => {
      const rotated = { ...box, rotate: 30 };
      const [fx, fy] = opposite[handle];
      const before = pointOf(rotated, fx, fy);
      const pointer = { x: before.x + 300 * Math.cos(1), y: before.y + 300 * Math.sin(1) };
      const after = resizeBox(rotated, handle, pointer);
      const still = pointOf(after, fx, fy);
      expect(still.x).toBeCloseTo(before.x, 6);
      expect(still.y).toBeCloseTo(before.y, 6);
      expect(after.rotate).toBe(30);
    });
  }

  it('puts the dragged corner of a rotated box under the pointer', () => {
    const rotated = { ...box, rotate: -40 };
    const target = pointOf({ ...rotated, width: 260, height: 130 }, 1, 1);
    const fixed = pointOf(rotated, 0, 0);
    const after = resizeBox(rotated, 'rb', target);
    const corner = pointOf(after, 1, 1);
    expect(corner.x).toBeCloseTo(target.x, 6);
    expect(corner.y).toBeCloseTo(target.y, 6);
    expect(pointOf(after, 0, 0).x).toBeCloseTo(fixed.x, 6);
  });
});
