import { signal } from '@preact/signals';
import { SAVED_AT_HEADER } from './headers';

/**
 * When the oldest answer the wall shows now was stored, while the service worker answers from storage
 * (the network is down); null while the server answers. A live answer clears it: once one call gets
 * through, the others follow within their refresh.
 */
export const savedDataTime = signal<Date | null>(null);

export function noteAnswerAge(response: Response): void {
  const saved = response.headers.get(SAVED_AT_HEADER);
  if (!saved) {
    if (savedDataTime.value) savedDataTime.value = null;
    return;
  }
  const time = new Date(saved);
  if (Number.isNaN(time.getTime())) return;
  if (!savedDataTime.value || time < savedDataTime.value) savedDataTime.value = time;
}
