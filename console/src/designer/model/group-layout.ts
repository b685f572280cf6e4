import type { ComponentStyle, ScreenComponent } from '@site/shared-schema';
import { boxOf, num, roundPx } from './geometry';
import { childrenOf } from './tree';

/** A groupStyle percentage ('25%' or 25) as a fraction, as the player's group frame reads it. */
export function fraction(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value / 100;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?%$/.test(value.trim()))
    return Number.parseFloat(value) / 100;
  return fallback;
}

export const percent = (part: number, whole: number): string => `${(part / (whole || 1)) * 100}%`;

type Geometry = Pick<ComponentStyle, 'left' | 'top' | 'width' | 'height'>;

/**
 * A child's box on the canvas as if the group were not rotated: from its groupStyle percentages, or,
 * lacking them, from its own style (the player's fallback too). Rotation is the child's own.
 */
export function childBox(child: ScreenComponent, group: Geometry) {
  const g = (child.groupStyle ?? {}) as Record<string, unknown>;
  const own = boxOf(child.style);
  const gl = num(group.left);
  const gt = num(group.top);
  const gw = num(group.width) || 1;
  const gh = num(group.height) || 1;
  const rotate = g.rotate !== undefined && g.rotate !== '' ? num(g.rotate) : own.rotate;
  return {
    left: roundPx(gl + fraction(g.left, (own.left - gl) / gw) * gw),
    top: roundPx(gt + fraction(g.top, (own.top - gt) / gh) * gh),
    width: roundPx(fraction(g.width, own.width / gw) * gw),
    height: roundPx(fraction(g.height, own.height / gh) * gh),
    rotate,
  };
}

/**
 * Keeps children's `style` in step with their group after it moved or was resized: each child's canvas
 * box in the unrotated group frame (nested groups recursively). Untouched children stay the same object.
 */
export function fitChildren(group: ScreenComponent): ScreenComponent {
  const children = childrenOf(group);
  if (!children) return group;
  let changed = false;
  const fitted = children.map((child) => {
    const box = childBox(child, group.style);
    const s = child.style;
    if (s.left === box.left && s.top === box.top && s.width === box.width && s.height === box.height)
      return child;
    changed = true;
    const moved = {
      ...child,
      style: { ...s, left: box.left, top: box.top, width: box.width, height: box.height },
    };
    return fitChildren(moved);
  });
  return changed ? { ...group, propValue: fitted } : group;
}
