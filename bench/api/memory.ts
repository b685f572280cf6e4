import { readFileSync, writeFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** The resident memory of a process and its peak since start (or since `resetPeak`), in bytes. */
function readMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 };
}

/** Lets VmHWM start again from the current RSS (Linux ≥ 4.0, a process of our own user): whether it could. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface MemoryFigures {
  /** RSS when the watch began. */
  baseline: number;
  /** Highest RSS seen while it ran. */
  peak: number;
}

/** Watches a process's RSS every `everyMs` until stopped: the baseline and the highest value. */
export function watchMemory(pid: number, everyMs = 50): { stop(): MemoryFigures } {
  const peakWasReset = resetPeak(pid);
  const baseline = readMemory(pid).rss;
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, readMemory(pid).rss);
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      // The kernel's own peak catches a spike between two samples; unreset, it may be the start's.
      if (peakWasReset) peak = Math.max(peak, readMemory(pid).peak);
      return { baseline, peak };
    },
  };
}

export const megabytes = (bytes: number): string => `${(bytes / MB).toFixed(0)} MB`;
