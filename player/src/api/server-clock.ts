import { signal } from '@preact/signals';
import { SAVED_AT_HEADER } from './headers';

/** Closer than this, the box's own clock is kept: the header is cut to the second and travels a while. */
const TOLERANCE_MS = 10_000;

/**
 * How far the server's clock is ahead of the box's (ms), 0 while they agree. A wall's box may boot with
 * a clock of years ago (no battery, no time server on a site's network): its clocks would show that time
 * and its lists ask for a day that is not today. Every live answer's Date header tells the server's time.
 */
export const clockOffset = signal(0);

/** The time now by the server's clock (ms), as the clocks and the day of the wall reckon it. */
export const siteNow = (): number => Date.now() + clockOffset.value;

export function noteServerDate(response: Response): void {
  // An answer from the service worker's storage carries the Date of when it was stored.
  if (response.headers.has(SAVED_AT_HEADER)) return;
  const server = Date.parse(response.headers.get('Date') ?? '');
  if (Number.isNaN(server)) return;
  // The header is cut to the second: the middle of that second is the best guess.
  const skew = server + 500 - Date.now();
  const offset = Math.abs(skew) > TOLERANCE_MS ? skew : 0;
  // Answers differ by their travel time only: the offset changes (and the day with it) when the clock does.
  if (Math.abs(offset - clockOffset.value) > TOLERANCE_MS) clockOffset.value = offset;
}
