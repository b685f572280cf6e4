import type { DeviceStoreAnswer, DeviceStoreResult } from '@site/shared-realtime';

/** A sync of one device as the page shows it while the device works and after. */
export interface SyncProgress {
  commandId: string;
  total: number;
  done: number;
  synced: number;
  failed: number;
  /** Each person's outcome, in the order the device answered. */
  results: DeviceStoreResult[];
  finished: boolean;
  /** A refusal after the sync was accepted (the server failed), shown instead of the counts. */
  error: string;
}

export const startedSync = (answer: DeviceStoreAnswer): SyncProgress => ({
  commandId: answer.commandId,
  total: answer.total,
  done: 0,
  synced: 0,
  failed: 0,
  results: [],
  finished: false,
  error: '',
});

/**
 * The next state of a device's sync after an answer of the deviceStore queue: progress and the final
 * counts of the running sync; answers of another sync, or a repeated one, change nothing.
 */
export function nextSync(
  current: SyncProgress | undefined,
  answer: DeviceStoreAnswer,
): SyncProgress | undefined {
  if (!current || current.finished) return current;
  if (answer.code !== 200)
    return answer.commandId === '' ? { ...current, finished: true, error: answer.message } : current;
  if (answer.commandId !== current.commandId || answer.done < current.done) return current;
  const counts = { done: answer.done, synced: answer.synced, failed: answer.failed, total: answer.total };
  if (answer.phase === 'DONE') return { ...current, ...counts, finished: true };
  if (answer.phase !== 'PROGRESS' || !answer.result || answer.done === current.done) return current;
  return { ...current, ...counts, results: [...current.results, answer.result] };
}

/** Percent done, whole. */
export const percentOf = (sync: Pick<SyncProgress, 'done' | 'total'>): number =>
  sync.total === 0 ? 100 : Math.round((sync.done / sync.total) * 100);
