import { describe, expect, it } from 'vitest';
import { clampZoom, contains, fitZoom, rectBetween, rotationTowards, toDocPoint } from './viewport';

describe('canvas viewport', () => {
  it('maps a pointer to document coordinates whatever the zoom', () => {
    expect(toDocPoint({ x: 150, y: 70 }, { left: 50, top: 20 }, 0.5)).toEqual({ x: 200, y: 100 });
    expect(toDocPoint({ x: 150, y: 70 }, { left: 50, top: 20 }, 2)).toEqual({ x: 50, y: 25 });
  });

  it('fits 1920×1080 into the available area in 5 % steps, never above 100 %', () => {
    expect(fitZoom({ width: 1920, height: 1080 }, { width: 1000, height: 800 })).toBe(0.5);
    expect(fitZoom({ width: 1920, height: 1080 }, { width: 4000, height: 3000 })).toBe(1);
  });

  it('keeps the zoom within its limits', () => {
    expect(clampZoom(0.01)).toBe(0.1);
    expect(clampZoom(9)).toBe(4);
  });

  it('selects by area only the components wholly inside the rectangle', () => {
    const area = rectBetween({ x: 300, y: 200 }, { x: 0, y: 0 });
    expect(area).toEqual({ left: 0, top: 0, right: 300, bottom: 200 });
    expect(contains(area, { left: 10, top: 10, right: 100, bottom: 100 })).toBe(true);
    expect(contains(area, { left: 10, top: 10, right: 310, bottom: 100 })).toBe(false);
  });

  it('rotates towards the pointer, 0° straight above the centre', () => {
    const center = { x: 100, y: 100 };
    expect(rotationTowards(center, { x: 100, y: 0 })).toBe(0);
    expect(rotationTowards(center, { x: 200, y: 100 })).toBe(90);
    expect(rotationTowards(center, { x: 0, y: 100 })).toBe(270);
    expect(rotationTowards(center, { x: 190, y: 10 }, 15)).toBe(45);
  });
});
