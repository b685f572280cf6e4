import type { DisplayReport } from '@site/shared-schema';
import { version } from '../../package.json';

let errors = 0;

/** Counts the page's errors from now on, for the display's reports. */
export function countErrors(target: Window = window): void {
  const count = () => {
    errors += 1;
  };
  target.addEventListener('error', count);
  target.addEventListener('unhandledrejection', count);
}

interface ChromiumMemory {
  usedJSHeapSize: number;
}

/** What the display tells the console of itself now. */
export function displayReport(playingName: string): DisplayReport {
  const memory = (performance as Performance & { memory?: ChromiumMemory }).memory;
  return {
    playerVersion: version,
    playingName: playingName.slice(0, 100),
    resolution: `${window.innerWidth}×${window.innerHeight}`,
    heapMb: memory ? Math.round((memory.usedJSHeapSize / 1_048_576) * 10) / 10 : 0,
    errorCount: errors,
  };
}
