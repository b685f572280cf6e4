import type { ScreenComponent, ScreenDocument } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { boundsOf, boxOf, centerOf } from './geometry';
import { compose, decompose } from './group';
import { rotatePoint } from './rotation';
import { createEditorStore } from './store';
import { docOf, ids, rect } from './testing';
import type { Box } from './types';

type Point = { x: number; y: number };

function corners(box: Box): Point[] {
  const c = centerOf(box);
  const { left: l, top: t, width: w, height: h } = box;
  const raw = [
    { x: l, y: t },
    { x: l + w, y: t },
    { x: l + w, y: t + h },
    { x: l, y: t + h },
  ];
  return raw.map((p) => rotatePoint(p, c, box.rotate));
}

/** Visible corners of a child as the player draws it: groupStyle percentages of the group's box, then the group's turn. */
function cornersInGroup(child: ScreenComponent, group: ScreenComponent): Point[] {
  const g = child.groupStyle as Record<string, string | number>;
  const pct = (v: string | number) => Number.parseFloat(String(v)) / 100;
  const gb = boxOf(group.style);
  const own: Box = {
    left: gb.left + pct(g.left) * gb.width,
    top: gb.top + pct(g.top) * gb.height,
    width: pct(g.width) * gb.width,
    height: pct(g.height) * gb.height,
    rotate: Number(g.rotate),
  };
  return corners(own).map((p) => rotatePoint(p, centerOf(gb), gb.rotate));
}

function expectSamePlace(actual: Point[], expected: Point[]) {
  actual.forEach((p, i) => {
    expect(Math.abs(p.x - expected[i].x)).toBeLessThan(0.5);
    expect(Math.abs(p.y - expected[i].y)).toBeLessThan(0.5);
  });
}

const children = (c: ScreenComponent) => c.propValue as ScreenComponent[];

const scene = (): ScreenDocument =>
  docOf(
    rect('a', { left: 40, top: 60, width: 120, height: 40, rotate: 45 }),
    rect('x', { left: 900, top: 900 }),
    rect('b', { left: 300, top: 200, width: 80, height: 160, rotate: -20 }),
  );

describe('compose', () => {
  it('makes a Group whose box encloses the rotated children', () => {
    const { doc, selection } = compose(scene(), ['a', 'b'])!;
    const group = doc.componentData.find((c) => c.component === 'Group')!;
    const a = boundsOf(boxOf(scene().componentData[0].style));
    const b = boundsOf(boxOf(scene().componentData[2].style));
    expect(group.style.left).toBeCloseTo(a.left, 1);
    expect(group.style.top).toBeCloseTo(a.top, 1);
    expect(group.style.left + group.style.width).toBeCloseTo(b.right, 1);
    expect(group.style.top + group.style.height).toBeCloseTo(b.bottom, 1);
    expect(group.style.rotate).toBe(0);
    expect(selection).toEqual([group.id]);
  });

  it('stores each child position as groupStyle percentages and its rotation, keeping its canvas style', () => {
    const doc = docOf(
      rect('a', { left: 0, top: 0, width: 100, height: 50 }),
      rect('b', { left: 300, top: 150, width: 100, height: 50, rotate: 90 }),
    );
    const group = compose(doc, ['a', 'b'])!.doc.componentData[0];
    const [a, b] = children(group);
    // b turned by 90 degrees reaches from x 325 to 375 and from y 125 to 225.
    expect(group.style).toMatchObject({ left: 0, top: 0, width: 375, height: 225 });
    expect(a.groupStyle).toEqual({
      left: '0%',
      top: '0%',
      width: `${(100 / 375) * 100}%`,
      height: `${(50 / 225) * 100}%`,
      rotate: 0,
    });
    expect(b.groupStyle).toMatchObject({ left: '80%', top: `${(150 / 225) * 100}%`, rotate: 90 });
    expect(b.style).toBe(doc.componentData[1].style);
  });

  it('puts the group where the topmost member was and keeps the others in order', () => {
    const { doc } = compose(scene(), ['b', 'a'])!;
    expect(doc.componentData.map((c) => (c.component === 'Group' ? 'G' : c.id))).toEqual(['x', 'G']);
    expect(children(doc.componentData[1]).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('needs two unlocked components', () => {
    const locked = docOf(rect('a'), { ...rect('b'), isLock: true });
    expect(compose(locked, ['a', 'b'])).toBeNull();
    expect(compose(scene(), ['a'])).toBeNull();
  });
});

describe('decompose', () => {
  it('puts rotated children back exactly where they were', () => {
    const original = scene();
    const grouped = compose(original, ['a', 'b'])!;
    const { doc, selection } = decompose(grouped.doc, grouped.selection)!;
    expect(ids(doc)).toEqual(['x', 'a', 'b']);
    expect(selection).toEqual(['a', 'b']);
    for (const id of ['a', 'b']) {
      const before = original.componentData.find((c) => c.id === id)!;
      const after = doc.componentData.find((c) => c.id === id)!;
      expectSamePlace(corners(boxOf(after.style)), corners(boxOf(before.style)));
      expect(after.groupStyle).toEqual({});
    }
  });

  it('keeps each child where it visibly is after the group was moved, resized and rotated', () => {
    const grouped = compose(scene(), ['a', 'b'])!;
    const store = createEditorStore(grouped.doc);
    const groupId = grouped.selection[0];
    store.updateStyle(groupId, { left: 500, top: 120, width: 700, height: 260, rotate: 33 });
    const group = store.getState().doc.componentData.find((c) => c.id === groupId)!;
    const visible = children(group).map((child) => cornersInGroup(child, group));
    const { doc } = decompose(store.getState().doc, [groupId])!;
    children(group).forEach((child, i) => {
      const released = doc.componentData.find((c) => c.id === child.id)!;
      expectSamePlace(corners(boxOf(released.style)), visible[i]);
      expect(released.style.rotate).toBeCloseTo(Number(child.groupStyle?.rotate) + 33);
    });
  });

  it('restores a nested group and its rotated children in two steps', () => {
    const original = scene();
    const inner = compose(original, ['a', 'b'])!;
    const withC = {
      ...inner.doc,
      componentData: [...inner.doc.componentData, rect('c', { left: 700, top: 40, rotate: 10 })],
    };
    const outer = compose(withC, [inner.selection[0], 'c'])!;
    const store = createEditorStore(outer.doc);
    store.updateStyle(outer.selection[0], { rotate: -50 });
    const once = decompose(store.getState().doc, outer.selection)!;
    const twice = decompose(once.doc, [inner.selection[0]])!.doc;
    // Turning the outer group turned everything about its centre; undo that turn to compare.
    const outerBox = boxOf(outer.doc.componentData.find((c) => c.id === outer.selection[0])!.style);
    for (const id of ['a', 'b', 'c']) {
      const before = [...original.componentData, rect('c', { left: 700, top: 40, rotate: 10 })].find(
        (c) => c.id === id,
      )!;
      const expected = corners(boxOf(before.style)).map((p) => rotatePoint(p, centerOf(outerBox), -50));
      const after = twice.componentData.find((c) => c.id === id)!;
      expectSamePlace(corners(boxOf(after.style)), expected);
    }
  });

  it('does not ungroup a locked group', () => {
    const grouped = compose(scene(), ['a', 'b'])!;
    const locked = {
      ...grouped.doc,
      componentData: grouped.doc.componentData.map((c) => ({ ...c, isLock: true })),
    };
    expect(decompose(locked, grouped.selection)).toBeNull();
  });

  it('ignores components that are not groups', () => {
    expect(decompose(scene(), ['a'])).toBeNull();
  });
});
