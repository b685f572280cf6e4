import { createScreenDocument, validateScreen } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { overviewComponents, STAGE } from './overview-widgets';

describe('data screen widgets', () => {
  const components = overviewComponents();

  it('is a valid screen document of the 1920 × 1080 canvas', () => {
    const document = { ...createScreenDocument(STAGE), componentData: components };
    expect(validateScreen(document)).toMatchObject({ ok: true });
  });

  it('keeps every widget on the stage between the header and the footer, without overlaps', () => {
    const boxes = components.map(({ style }) => style);
    for (const box of boxes) {
      expect(box.top).toBeGreaterThanOrEqual(96);
      expect(box.top + box.height).toBeLessThanOrEqual(1016);
      expect(box.left + box.width).toBeLessThanOrEqual(STAGE.width);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.left + a.width <= b.left ||
          b.left + b.width <= a.left ||
          a.top + a.height <= b.top ||
          b.top + b.height <= a.top;
        expect(apart).toBe(true);
      }
    }
  });
});
