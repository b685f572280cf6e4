import { describe, expect, it } from 'vitest';
import { align, distribute } from './align';
import { boundsOf, boxOf } from './geometry';
import { docOf, rect } from './testing';

const scene = () =>
  docOf(
    rect('a', { left: 10, top: 100, width: 100, height: 50 }),
    rect('b', { left: 200, top: 40, width: 50, height: 80 }),
    rect('c', { left: 400, top: 300, width: 100, height: 100, rotate: 45 }),
  );

const bounds = (doc: ReturnType<typeof scene>, id: string) =>
  boundsOf(boxOf(doc.componentData.find((c) => c.id === id)!.style));

describe('align', () => {
  it('aligns left edges with the leftmost of the selection', () => {
    const start = scene();
    const doc = align(start, ['a', 'b'], 'left');
    expect(bounds(doc, 'b').left).toBe(10);
    expect(doc.componentData[0]).toBe(start.componentData[0]);
  });

  it('aligns the visible edge of a rotated component', () => {
    const doc = align(scene(), ['a', 'c'], 'right');
    expect(bounds(doc, 'a').right).toBeCloseTo(bounds(scene(), 'c').right);
  });

  it('centres horizontally and vertically on the selection', () => {
    let doc = align(scene(), ['a', 'b'], 'center');
    expect(bounds(doc, 'a').left + 50).toBeCloseTo(bounds(doc, 'b').left + 25);
    doc = align(scene(), ['a', 'b'], 'middle');
    expect(bounds(doc, 'a').top + 25).toBeCloseTo(bounds(doc, 'b').top + 40);
  });

  it('aligns tops and bottoms', () => {
    expect(bounds(align(scene(), ['a', 'b'], 'top'), 'a').top).toBe(40);
    expect(bounds(align(scene(), ['a', 'b'], 'bottom'), 'b').bottom).toBe(150);
  });

  it('aligns a single component with the canvas', () => {
    expect(bounds(align(scene(), ['b'], 'right'), 'b').right).toBe(1920);
    expect(bounds(align(scene(), ['b'], 'middle'), 'b').top).toBe(500);
  });

  it('leaves unselected and locked components where they are', () => {
    const locked = scene();
    locked.componentData[1] = { ...locked.componentData[1], isLock: true };
    const doc = align(locked, ['a', 'b'], 'left');
    expect(doc).toBe(locked);
  });
});

describe('distribute', () => {
  it('spaces three components with equal gaps horizontally, keeping the outer two', () => {
    const doc = distribute(
      docOf(
        rect('a', { left: 0, width: 100 }),
        rect('b', { left: 120, width: 50 }),
        rect('c', { left: 400, width: 100 }),
      ),
      ['c', 'a', 'b'],
      'x',
    );
    const [a, b, c] = ['a', 'b', 'c'].map((id) => bounds(doc, id));
    expect(a.left).toBe(0);
    expect(c.left).toBe(400);
    expect(b.left - a.right).toBeCloseTo(c.left - b.right);
  });

  it('spaces vertically', () => {
    const doc = distribute(
      docOf(
        rect('a', { top: 0, height: 10 }),
        rect('b', { top: 15, height: 10 }),
        rect('c', { top: 100, height: 10 }),
      ),
      ['a', 'b', 'c'],
      'y',
    );
    expect(bounds(doc, 'b').top).toBe(50);
  });

  it('needs three components', () => {
    const two = docOf(rect('a'), rect('b', { left: 300 }));
    expect(distribute(two, ['a', 'b'], 'x')).toBe(two);
  });
});
