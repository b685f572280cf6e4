import { VIDEO_ROTATIONS_MS, VIDEO_WALL_CELLS, type VideoWallCells } from '@site/shared-schema';

/** Cells of the wall: the component's `videoNum` (or a style copy of it) when 1, 4 or 9; else 4. */
export function cellCount(videoNum: unknown): VideoWallCells {
  const n = Number(videoNum);
  return (VIDEO_WALL_CELLS as readonly number[]).includes(n) ? (n as VideoWallCells) : 4;
}

/** Rotation period of `style.interval`: 0, 5, 10, 30 or 60 minutes in ms; anything else is no rotation. */
export function rotationOf(interval: unknown): number {
  const ms = Number(interval);
  return VIDEO_ROTATIONS_MS.includes(ms) ? ms : 0;
}

/** A wall rotates when it has a period, more than one cell, and more devices than cells. */
export function wallRotates(deviceCount: number, cells: number, rotationMs: number): boolean {
  return rotationMs > 0 && cells > 1 && deviceCount > cells;
}

/**
 * The devices on the wall at a turn (seed 001 §4). Without rotation (period 0, a single cell, or all
 * devices fit) a fixed slice from the chosen start; otherwise the window moves on by the cell count
 * each turn, wrapping round the list, so every cell stays filled.
 */
export function wallDevices<T>(
  devices: readonly T[],
  cells: number,
  start: number,
  turn: number,
  rotationMs: number,
): T[] {
  if (!devices.length) return [];
  const first = Math.min(Math.max(0, Math.trunc(start)), devices.length - 1);
  if (!wallRotates(devices.length, cells, rotationMs)) return devices.slice(first, first + cells);
  const offset = first + turn * cells;
  return Array.from({ length: cells }, (_, cell) => devices[(offset + cell) % devices.length]);
}
