import { describe, expect, it } from 'vitest';
import { axesOf, normalizeDegrees, rotatePoint } from './rotation';

describe('rotation', () => {
  it('turns a point clockwise on screen (y down), as CSS rotate does', () => {
    const p = rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, 90);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(10);
  });

  it('turns about the given centre', () => {
    const p = rotatePoint({ x: 20, y: 10 }, { x: 10, y: 10 }, 180);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(10);
  });

  it('gives the box axes as unit vectors', () => {
    const { u, v } = axesOf(90);
    expect(u.x).toBeCloseTo(0);
    expect(u.y).toBeCloseTo(1);
    expect(v.x).toBeCloseTo(-1);
    expect(v.y).toBeCloseTo(0);
  });

  it('normalizes angles into (-180, 180]', () => {
    expect(normalizeDegrees(270)).toBe(-90);
    expect(normalizeDegrees(-190)).toBe(170);
    expect(normalizeDegrees(180)).toBe(180);
    expect(normalizeDegrees(360)).toBe(0);
  });
});
