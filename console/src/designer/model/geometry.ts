import type { ComponentStyle } from '@site/shared-schema';
import { axesOf, type Point } from './rotation';
import type { Bounds, Box, Handle } from './types';

/** Smallest width or height a resize leaves. */
export const MIN_SIZE = 10;

/** A style number; text such as '12' counts, anything else is 0. */
export const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0;

/** A number from a style value that may be a number, '' or a CSS text such as '14px'. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number.parseFloat(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Canvas coordinates derived by arithmetic are kept to 1/100 px, so 33.33…% of 600 stays 200. */
export const roundPx = (value: number): number => Math.round(value * 100) / 100;

export function boxOf(style: Pick<ComponentStyle, 'left' | 'top' | 'width' | 'height' | 'rotate'>): Box {
  return {
    left: num(style.left),
    top: num(style.top),
    width: num(style.width),
    height: num(style.height),
    rotate: num(style.rotate),
  };
}

export function centerOf(box: Box): Point {
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Axis-aligned bounds of a rotated box. */
export function boundsOf(box: Box): Bounds {
  const { u, v } = axesOf(box.rotate);
  const halfX = Math.abs((u.x * box.width) / 2) + Math.abs((v.x * box.height) / 2);
  const halfY = Math.abs((u.y * box.width) / 2) + Math.abs((v.y * box.height) / 2);
  const c = centerOf(box);
  return { left: c.x - halfX, top: c.y - halfY, right: c.x + halfX, bottom: c.y + halfY };
}

/** Bounds enclosing all the boxes. */
export function unionBounds(boxes: readonly Box[]): Bounds {
  const all = boxes.map(boundsOf);
  return {
    left: Math.min(...all.map((b) => b.left)),
    top: Math.min(...all.map((b) => b.top)),
    right: Math.max(...all.map((b) => b.right)),
    bottom: Math.max(...all.map((b) => b.bottom)),
  };
}

/** Direction of each handle from the box centre in the box's own axes. */
const HANDLE_SIDE: Record<Handle, [number, number]> = {
  lt: [-1, -1],
  t: [0, -1],
  rt: [1, -1],
  r: [1, 0],
  rb: [1, 1],
  b: [0, 1],
  lb: [-1, 1],
  l: [-1, 0],
};

/**
 * Resize by dragging a handle of a possibly rotated box (the symmetric-point method): the point opposite
 * the handle stays where it is on the canvas, the pointer sets the new size along the box's own axes,
 * and the centre moves to the middle between them. Sizes stop at MIN_SIZE; the rotation is kept.
 */
export function resizeBox(start: Box, handle: Handle, pointer: Point): Box {
  const [sx, sy] = HANDLE_SIDE[handle];
  const { u, v } = axesOf(start.rotate);
  const c = centerOf(start);
  const anchor = {
    x: c.x - (sx * start.width * u.x) / 2 - (sy * start.height * v.x) / 2,
    y: c.y - (sx * start.width * u.y) / 2 - (sy * start.height * v.y) / 2,
  };
  const d = { x: pointer.x - anchor.x, y: pointer.y - anchor.y };
  const width = sx === 0 ? start.width : Math.max(MIN_SIZE, sx * (d.x * u.x + d.y * u.y));
  const height = sy === 0 ? start.height : Math.max(MIN_SIZE, sy * (d.x * v.x + d.y * v.y));
  const center = {
    x: anchor.x + (sx * width * u.x) / 2 + (sy * height * v.x) / 2,
    y: anchor.y + (sx * width * u.y) / 2 + (sy * height * v.y) / 2,
  };
  return { left: center.x - width / 2, top: center.y - height / 2, width, height, rotate: start.rotate };
}
