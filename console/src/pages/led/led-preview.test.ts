import { describe, expect, it } from 'vitest';
import { previewScale } from './led-preview';

describe('the LED preview scale', () => {
  it('fits the program in the box whichever side is the limit', () => {
    expect(previewScale(192, 64)).toBeCloseTo(560 / 192);
    expect(previewScale(128, 128)).toBeCloseTo(240 / 128);
    expect(previewScale(1920, 1080)).toBeCloseTo(240 / 1080);
  });

  it('keeps a scale of 1 for a size not yet entered', () => {
    expect(previewScale(0, 64)).toBe(1);
  });
});
