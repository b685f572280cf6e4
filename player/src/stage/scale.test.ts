import { describe, expect, it } from 'vitest';
import { canvasPixelRatio, computeStageTransform } from './scale';

const canvas = { width: 1920, height: 1080 };

describe('stage scale maths', () => {
  it('fits 1920×1080 exactly into 1920×1080', () => {
    const t = computeStageTransform('fit', canvas, { width: 1920, height: 1080 });
    expect(t).toMatchObject({ scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0, scrollY: false });
  });

  it('fits into 1366×768 with a uniform scale and a centred letterbox', () => {
    const t = computeStageTransform('fit', canvas, { width: 1366, height: 768 });
    // 768/1080 = 0.7111 < 1366/1920 = 0.7115: the height limits, thin bars left and right.
    expect(t.scaleX).toBeCloseTo(768 / 1080, 9);
    expect(t.scaleY).toBe(t.scaleX);
    expect(t.outerHeight).toBeCloseTo(768, 6);
    expect(t.offsetY).toBe(0);
    expect(t.offsetX).toBeCloseTo((1366 - 1920 * (768 / 1080)) / 2, 6);
    expect(t.offsetX).toBeGreaterThan(0);
  });

  it('doubles for 3840×2160', () => {
    const t = computeStageTransform('fit', canvas, { width: 3840, height: 2160 });
    expect(t).toMatchObject({ scaleX: 2, scaleY: 2, offsetX: 0, offsetY: 0 });
  });

  it('letterboxes a 6656×1792 wall left and right, centred', () => {
    const t = computeStageTransform('fit', canvas, { width: 6656, height: 1792 });
    expect(t.scaleX).toBeCloseTo(1792 / 1080, 9);
    expect(t.outerWidth).toBeCloseTo(1920 * (1792 / 1080), 6);
    expect(t.offsetX).toBeCloseTo((6656 - 1920 * (1792 / 1080)) / 2, 6);
    expect(t.offsetY).toBe(0);
  });

  it('a wall-sized canvas fits a wall 1:1', () => {
    const t = computeStageTransform('fit', { width: 6656, height: 1792 }, { width: 6656, height: 1792 });
    expect(t).toMatchObject({ scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0 });
  });

  it.each([
    [1366, 768],
    [1920, 1080],
    [3840, 2160],
    [6656, 1792],
  ])('stretch fills %i×%i on both axes', (width, height) => {
    const t = computeStageTransform('stretch', canvas, { width, height });
    expect(t.scaleX).toBeCloseTo(width / 1920, 9);
    expect(t.scaleY).toBeCloseTo(height / 1080, 9);
    expect(t.offsetX).toBe(0);
    expect(t.offsetY).toBe(0);
    expect(t.scrollY).toBe(false);
  });

  it.each([
    [1366, 768, false],
    [1920, 1080, false],
    [3840, 2160, false],
    [6656, 1792, false],
  ])('width mode scales %i×%i to the width', (width, height, scroll) => {
    const t = computeStageTransform('width', canvas, { width, height });
    expect(t.scaleX).toBeCloseTo(width / 1920, 9);
    expect(t.scaleY).toBe(t.scaleX);
    expect(t.offsetX).toBe(0);
    expect(t.scrollY).toBe(scroll || t.outerHeight > height + 0.5);
  });

  it('width mode scrolls vertically when the scaled canvas is taller than the viewport', () => {
    const t = computeStageTransform('width', canvas, { width: 6656, height: 1792 });
    expect(t.outerHeight).toBeCloseTo(1080 * (6656 / 1920), 6);
    expect(t.scrollY).toBe(true);
    expect(t.offsetY).toBe(0);
  });

  it('width mode centres a canvas shorter than the viewport', () => {
    const t = computeStageTransform('width', canvas, { width: 1366, height: 1024 });
    expect(t.scrollY).toBe(false);
    expect(t.offsetY).toBeCloseTo((1024 - 1080 * (1366 / 1920)) / 2, 6);
  });

  it('falls back to the canvas size for a zero viewport', () => {
    const t = computeStageTransform('fit', canvas, { width: 0, height: 0 });
    expect(t.scaleX).toBe(1);
  });

  it('draws canvases at devicePixelRatio × scale', () => {
    expect(canvasPixelRatio(1, { scaleX: 2, scaleY: 2 })).toBe(2);
    expect(canvasPixelRatio(2, { scaleX: 1366 / 1920, scaleY: 1366 / 1920 })).toBeCloseTo(1.42, 2);
    expect(canvasPixelRatio(1, { scaleX: 1792 / 1080, scaleY: 1792 / 1080 })).toBeCloseTo(1.66, 2);
  });
});
