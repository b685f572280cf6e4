import type { ScreenComponent } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { compose } from './group';
import { moveComponents } from './move';
import { docOf, rect } from './testing';

describe('moveComponents', () => {
  it('moves every given component and shares the others', () => {
    const doc = docOf(rect('a', { left: 10, top: 10 }), rect('b'), rect('c', { left: 50 }));
    const moved = moveComponents(doc, ['a', 'c'], 5, -3);
    expect(moved.componentData.map((c) => [c.style.left, c.style.top])).toEqual([
      [15, 7],
      [0, 0],
      [55, -3],
    ]);
    expect(moved.componentData[1]).toBe(doc.componentData[1]);
  });

  it('does not move a locked component', () => {
    const doc = docOf({ ...rect('a'), isLock: true });
    expect(moveComponents(doc, ['a'], 10, 10)).toBe(doc);
  });

  it("moves a group's children with it", () => {
    const { doc, selection } = compose(docOf(rect('a'), rect('b', { left: 200 })), ['a', 'b'])!;
    const moved = moveComponents(doc, selection, 30, 40);
    const [a, b] = moved.componentData[0].propValue as ScreenComponent[];
    expect([a.style.left, a.style.top, b.style.left]).toEqual([30, 40, 230]);
    expect(a.groupStyle).toBe((doc.componentData[0].propValue as ScreenComponent[])[0].groupStyle);
  });
});
