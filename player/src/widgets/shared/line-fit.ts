/** A line too wide for its box first shrinks its type down to this share, and only then scrolls or ends in an ellipsis. */
export const MIN_FIT = 0.6;

/**
 * The share of its set type size at which a line fits its room, from its width at the current share
 * (sizes scale with the type); 1 when it fits as set or cannot fit even at MIN_FIT.
 */
export function fitShare(current: number, room: number, size: number): number {
  if (size <= 0) return 1;
  const wanted = Math.floor(((current * room) / size) * 100) / 100;
  return wanted >= MIN_FIT ? Math.min(1, wanted) : 1;
}
