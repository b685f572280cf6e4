import { formatDateTime } from '@site/shared-schema';

/** An unhandled error of the console as /error-log lists it. */
export interface ErrorLogEntry {
  id: string;
  time: string;
  message: string;
  stack: string;
  url: string;
}

/** The newest kept; older ones drop off so a loop of errors cannot fill the tab's storage. */
export const ERROR_LOG_LIMIT = 100;
const STORAGE_KEY = 'site-error-log';

let enabled = false;
let entries: ErrorLogEntry[] = [];
const listeners = new Set<() => void>();

function publish(next: ErrorLogEntry[]): void {
  entries = next;
  // Kept for the tab's life: an error is often followed by a reload.
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // A full or refused storage only loses the copy; the list in memory stays.
  }
  for (const listener of listeners) listener();
}

function record(error: unknown, fallback: string): void {
  const message = error instanceof Error ? error.message : fallback || String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const entry: ErrorLogEntry = {
    id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    time: formatDateTime(Date.now()),
    message,
    stack,
    url: window.location.href,
  };
  publish([entry, ...entries].slice(0, ERROR_LOG_LIMIT));
}

const onError = (event: ErrorEvent) => record(event.error, event.message);
const onRejection = (event: PromiseRejectionEvent) => record(event.reason, String(event.reason));

/**
 * Starts keeping the unhandled errors and rejections of the page when the environment enables it
 * (config.json `errorLog: true`); otherwise nothing is listened to or kept. Called once at boot.
 */
export function installErrorLog(on: boolean, target: Window = window): void {
  enabled = on;
  if (!on) return;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    entries = Array.isArray(stored) ? stored : [];
  } catch {
    entries = [];
  }
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
}

export const errorLog = {
  enabled: () => enabled,
  entries: () => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  clear: () => publish([]),
};
