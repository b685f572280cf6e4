import type { HoistKind } from '@site/shared-schema';
import useSWR from 'swr';
import { hoistCalls } from './hoist-calls';

/** The simulator stores a reading of each device every few seconds: the live view follows at this pace. */
export const LIVE_REFRESH_MS = 3000;

/** A device's running state, polled while its live view is open. */
export function useRunningState<K extends HoistKind>(kind: K, projectId: string, id: string) {
  return useSWR(
    ['hoist-running-state', kind, projectId, id],
    () => hoistCalls.runningState(kind, projectId, id),
    {
      refreshInterval: LIVE_REFRESH_MS,
    },
  );
}
