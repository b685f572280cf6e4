import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

/** Start of the current day (ms), updated at midnight while used: payload dates follow the day. */
function startOfToday(now = Date.now()): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const day = signal(startOfToday());
let users = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(): void {
  const next = new Date(day.value);
  next.setDate(next.getDate() + 1);
  // A few seconds past midnight, so servers agree that the day has changed.
  timer = setTimeout(
    () => {
      day.value = startOfToday();
      schedule();
    },
    Math.max(1000, next.getTime() - Date.now() + 2000),
  );
}

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
