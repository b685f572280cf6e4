import type { Bounds } from '../model';

/** Zoom limits and the factor of one toolbar step or wheel notch. */
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 1.1;

export interface Point {
  x: number;
  y: number;
}

export const clampZoom = (zoom: number): number =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));

/** The zoom that shows the whole canvas in the available area, never above 100 %. */
export function fitZoom(canvas: { width: number; height: number }, area: { width: number; height: number }) {
  if (canvas.width <= 0 || canvas.height <= 0 || area.width <= 0 || area.height <= 0) return 1;
  const zoom = Math.min(1, area.width / canvas.width, area.height / canvas.height);
  return clampZoom(Math.floor(zoom * 20) / 20);
}

/**
 * Document coordinates of a pointer: the canvas element is scaled by a CSS transform only, so the
 * stored geometry never depends on the zoom.
 */
export function toDocPoint(client: Point, canvasRect: { left: number; top: number }, zoom: number): Point {
  return { x: (client.x - canvasRect.left) / zoom, y: (client.y - canvasRect.top) / zoom };
}

/** The rectangle spanned by two corners dragged in any direction. */
export function rectBetween(a: Point, b: Point): Bounds {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    right: Math.max(a.x, b.x),
    bottom: Math.max(a.y, b.y),
  };
}

/** Area selection takes the components wholly inside the dragged rectangle. */
export function contains(outer: Bounds, inner: Bounds): boolean {
  return (
    inner.left >= outer.left &&
    inner.top >= outer.top &&
    inner.right <= outer.right &&
    inner.bottom <= outer.bottom
  );
}

/** The rotation a pointer sets when dragging the rotate handle above a box centred at `center`. */
export function rotationTowards(center: Point, pointer: Point, stepDegrees = 1): number {
  const degrees = (Math.atan2(pointer.y - center.y, pointer.x - center.x) * 180) / Math.PI + 90;
  const stepped = Math.round(degrees / stepDegrees) * stepDegrees;
  return ((stepped % 360) + 360) % 360;
}
