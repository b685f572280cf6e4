import type { ScreenComponent, ScreenDocument } from '@site/shared-schema';
import { boundsOf, boxOf, unionBounds } from './geometry';
import { shifted } from './move';
import type { Bounds } from './types';

export type Alignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

const boundsOfComponent = (c: ScreenComponent): Bounds => boundsOf(boxOf(c.style));

/** Offset that aligns `b` with `target` along one side or centre line. */
function alignOffset(b: Bounds, target: Bounds, how: Alignment): [number, number] {
  switch (how) {
    case 'left':
      return [target.left - b.left, 0];
    case 'right':
      return [target.right - b.right, 0];
    case 'center':
      return [(target.left + target.right - b.left - b.right) / 2, 0];
    case 'top':
      return [0, target.top - b.top];
    case 'bottom':
      return [0, target.bottom - b.bottom];
    case 'middle':
      return [0, (target.top + target.bottom - b.top - b.bottom) / 2];
  }
}

function replaceAll(doc: ScreenDocument, moved: Map<string, ScreenComponent>): ScreenDocument {
  if (moved.size === 0) return doc;
  return { ...doc, componentData: doc.componentData.map((c) => moved.get(c.id) ?? c) };
}

/**
 * Aligns the selected components' visible (rotated) bounds with the bounds of the whole selection,
 * or with the canvas when only one is selected. Locked components stay and still count as reference.
 */
export function align(doc: ScreenDocument, ids: readonly string[], how: Alignment): ScreenDocument {
  const wanted = new Set(ids);
  const members = doc.componentData.filter((c) => wanted.has(c.id));
  if (members.length === 0) return doc;
  const canvas = doc.canvasStyleData;
  const target =
    members.length === 1
      ? { left: 0, top: 0, right: canvas.width, bottom: canvas.height }
      : unionBounds(members.map((c) => boxOf(c.style)));
  const moved = new Map<string, ScreenComponent>();
  for (const c of members) {
    const [dx, dy] = alignOffset(boundsOfComponent(c), target, how);
    if (!c.isLock && (Math.abs(dx) > 1e-9 || Math.abs(dy) > 1e-9)) moved.set(c.id, shifted(c, dx, dy));
  }
  return replaceAll(doc, moved);
}

/**
 * Spreads three or more selected components so the gaps between their bounds are equal along one
 * axis; the first and last (by position) stay, as do locked ones.
 */
export function distribute(doc: ScreenDocument, ids: readonly string[], axis: 'x' | 'y'): ScreenDocument {
  const wanted = new Set(ids);
  const members = doc.componentData
    .filter((c) => wanted.has(c.id))
    .map((c) => ({ c, b: boundsOfComponent(c) }))
    .map(({ c, b }) => ({
      c,
      start: axis === 'x' ? b.left : b.top,
      size: axis === 'x' ? b.right - b.left : b.bottom - b.top,
    }))
    .sort((a, b) => a.start + a.size / 2 - (b.start + b.size / 2));
  if (members.length < 3) return doc;
  const first = members[0];
  const last = members[members.length - 1];
  const used = members.reduce((sum, m) => sum + m.size, 0);
  const gap = (last.start + last.size - first.start - used) / (members.length - 1);
  const moved = new Map<string, ScreenComponent>();
  let cursor = first.start;
  for (const m of members) {
    const offset = cursor - m.start;
    if (!m.c.isLock && Math.abs(offset) > 1e-9) {
      moved.set(m.c.id, shifted(m.c, axis === 'x' ? offset : 0, axis === 'y' ? offset : 0));
    }
    cursor += m.size + gap;
  }
  return replaceAll(doc, moved);
}
