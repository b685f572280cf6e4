import { CAROUSEL_DEFAULT_MS, CAROUSEL_INTERVALS } from '@site/shared-schema';
import { useEffect, useState } from 'preact/hooks';

/** The carousel switch interval of `style.interval`: one of 5, 10, 30, 60 minutes, else 10 minutes. */
export function carouselInterval(value: unknown): number {
  const ms = Number(value);
  return (CAROUSEL_INTERVALS as readonly number[]).includes(ms) ? ms : CAROUSEL_DEFAULT_MS;
}

/**
 * Counts the turns of a carousel or video wall: one more every `intervalMs` while `running`. A change
 * of interval recreates the rotation from turn 0 (seed 001 §2: the carousel is recreated); the timer
 * is cleared on unmount.
 */
export function useTurns(intervalMs: number, running: boolean): number {
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    setTurns(0);
    if (!running || !(intervalMs > 0)) return;
    const timer = setInterval(() => setTurns((count) => count + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return turns;
}

/** Where a carousel starts: the device chosen in the panel (`style.deviceId`), else the first. */
export function startIndex<T>(items: readonly T[], idOf: (item: T) => unknown, chosen: unknown): number {
  if (chosen === undefined || chosen === null || chosen === '') return 0;
  return Math.max(
    0,
    items.findIndex((item) => String(idOf(item)) === String(chosen)),
  );
}

/**
 * The item a device carousel shows: starts at the chosen device and moves one device per interval,
 * wrapping; runs only on a wall or in preview (the edit canvas shows the start device).
 */
export function useCarousel<T>(
  items: readonly T[],
  idOf: (item: T) => unknown,
  style: { interval?: unknown; deviceId?: unknown },
  live: boolean,
): { item: T | undefined; index: number } {
  const turns = useTurns(carouselInterval(style.interval), live && items.length > 1);
  if (!items.length) return { item: undefined, index: 0 };
  const index = (startIndex(items, idOf, style.deviceId) + turns) % items.length;
  return { item: items[index], index };
}
