import { boundsOf } from './geometry';
import type { Box } from './types';

/** A guide line: vertical (axis 'x') at x = at, horizontal at y = at. */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
}

export interface SnapResult {
  dx: number;
  dy: number;
  /** Guide lines to draw after applying dx/dy. */
  lines: Guide[];
}

/** Lines meeting closer than this after the snap are drawn too. */
const SAME_LINE = 0.5;

function linesOf(box: Box): { x: number[]; y: number[] } {
  const b = boundsOf(box);
  return { x: [b.left, (b.left + b.right) / 2, b.right], y: [b.top, (b.top + b.bottom) / 2, b.bottom] };
}

function nearest(own: number[], targets: number[], threshold: number): number | null {
  let best: number | null = null;
  for (const from of own) {
    for (const to of targets) {
      const offset = to - from;
      if (Math.abs(offset) <= threshold && (best === null || Math.abs(offset) < Math.abs(best)))
        best = offset;
    }
  }
  return best;
}

function guides(own: number[], targets: number[]): number[] {
  const found = targets.filter((to) => own.some((from) => Math.abs(to - from) < SAME_LINE));
  return [...new Set(found)];
}

/**
 * Snapping of a moving box to the edges and centres of others (their rotated bounds): the smallest
 * offset per axis within `threshold`, and the guide lines that then coincide.
 */
export function snap(moving: Box, others: readonly Box[], threshold: number): SnapResult {
  const own = linesOf(moving);
  const targets = { x: [] as number[], y: [] as number[] };
  for (const other of others) {
    const lines = linesOf(other);
    targets.x.push(...lines.x);
    targets.y.push(...lines.y);
  }
  const dx = nearest(own.x, targets.x, threshold) ?? 0;
  const dy = nearest(own.y, targets.y, threshold) ?? 0;
  const movedX = own.x.map((x) => x + dx);
  const movedY = own.y.map((y) => y + dy);
  return {
    dx,
    dy,
    lines: [
      ...guides(movedX, targets.x).map((at) => ({ axis: 'x' as const, at })),
      ...guides(movedY, targets.y).map((at) => ({ axis: 'y' as const, at })),
    ],
  };
}
