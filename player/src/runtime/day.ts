import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { clockOffset, siteNow } from '../api/server-clock';

/** Start of the current day (ms) by the server's clock, updated at midnight while used: payload dates follow the day. */
function startOfToday(now = siteNow()): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const day = signal(startOfToday());
let users = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(): void {
  if (timer !== null) clearTimeout(timer);
  const next = new Date(day.value);
  next.setDate(next.getDate() + 1);
  // A few seconds past midnight, so servers agree that the day has changed.
  timer = setTimeout(
    () => {
      day.value = startOfToday();
      schedule();
    },
    Math.max(1000, next.getTime() - siteNow() + 2000),
  );
}

// An answer found the box's clock wrong (or right again): the day is the server's from then on, for the
// calls of the screen that answer brings too.
clockOffset.subscribe(() => {
  day.value = startOfToday();
  if (users > 0) schedule();
});

export function useToday(): number {
  useEffect(() => {
    users += 1;
    if (users === 1) {
      day.value = startOfToday();
      schedule();
    }
    return () => {
      users -= 1;
      if (users === 0 && timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
    };
  }, []);
  return day.value;
}
