/** Rotation maths for boxes rotated about their centre, as CSS `rotate(deg)` turns them (clockwise, y down). */

export interface Point {
  x: number;
  y: number;
}

export const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** `point` turned by `degrees` about `center`. */
export function rotatePoint(point: Point, center: Point, degrees: number): Point {
  if (!degrees) return { x: point.x, y: point.y };
  const angle = toRadians(degrees);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = point.x - center.x;
  const dy = point.y - center.y;
  return { x: center.x + dx * cos - dy * sin, y: center.y + dx * sin + dy * cos };
}

/** The box's own x and y axes on the canvas, as unit vectors. */
export function axesOf(degrees: number): { u: Point; v: Point } {
  const angle = toRadians(degrees);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { u: { x: cos, y: sin }, v: { x: -sin, y: cos } };
}

/** An angle in (-180, 180]. */
export function normalizeDegrees(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
}
