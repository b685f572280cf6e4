/** Seed 000 §9: the remark pauses 2 s at each end of its run. */
export const MARQUEE_PAUSE_MS = 2000;
/** How fast the remark moves, in stage pixels per second. */
export const MARQUEE_SPEED = 60;

/** How far the text must travel to show its end; 0 when it fits and stays still. */
export function marqueeOverflow(textWidth: number, boxWidth: number): number {
  return Math.max(0, Math.ceil(textWidth - boxWidth));
}

/**
 * The text's horizontal offset at a moment of its run: still at the start for the pause, moving left
 * until its end shows, still there for the pause, then back to the start. Repeats forever.
 */
export function marqueeOffset(
  elapsedMs: number,
  overflow: number,
  speed = MARQUEE_SPEED,
  pauseMs = MARQUEE_PAUSE_MS,
): number {
  if (overflow <= 0) return 0;
  const travelMs = (overflow / speed) * 1000;
  const t = elapsedMs % (pauseMs + travelMs + pauseMs);
  if (t < pauseMs) return 0;
  if (t < pauseMs + travelMs) return -((t - pauseMs) / 1000) * speed;
  return -overflow;
}
