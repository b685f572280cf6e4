import { type ReadonlySignal, signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { siteNow } from '../api/server-clock';

/**
 * One second ticker for every clock and timer of the page: a single timer, aligned to the second
 * boundary (no drift), running only while at least one widget uses it. It tells the server's time.
 */
const now = signal(siteNow());
let users = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(): void {
  const delay = 1000 - (siteNow() % 1000) + 5;
  timer = setTimeout(() => {
    now.value = siteNow();
    schedule();
  }, delay);
}

export function acquireTicker(): () => void {
  users += 1;
  if (users === 1) {
    now.value = siteNow();
    schedule();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0 && timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

export function tickerUsers(): number {
  return users;
}

/** The current time in ms by the server's clock, updated every second while the component is mounted. */
export function useNow(): number {
  useEffect(() => acquireTicker(), []);
  return (now as ReadonlySignal<number>).value;
}
