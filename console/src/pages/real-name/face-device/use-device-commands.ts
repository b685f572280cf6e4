import type {
  AppRequest,
  DeviceRequest,
  DeviceRequestAnswer,
  DeviceStoreAnswer,
  DeviceStoreRequest,
} from '@site/shared-realtime';
import { useCallback, useMemo, useState } from 'react';
import { useRealtime, useRealtimeChannel } from '../../../app/realtime';
import { commandWaiters } from './command-waiters';
import { nextSync, type SyncProgress, startedSync } from './sync-progress';

/** How long a device may take to answer: a slow one needs seconds, none needs half a minute. */
export const ANSWER_TIMEOUT_MS = 30_000;

/** Sending needs the realtime connection: answers come back on it. */
export class NotConnected extends Error {}

/**
 * A command of the face devices over its user queue: `send` SENDs it to /app/<queue> and resolves with
 * the device's answer (code 200), or rejects with CommandRefused (the server's message), CommandTimedOut
 * or NotConnected. Answers nobody waits for go to `onOther` (the progress of a sync).
 */
export function useDeviceCommand<A extends DeviceRequestAnswer>(
  queue: AppRequest,
  onOther?: (answer: A) => void,
) {
  const { client, connected } = useRealtime();
  const waiters = useMemo(() => commandWaiters<A>(), []);
  useRealtimeChannel<A>({ kind: 'user', queue }, ({ body }) => {
    if (!waiters.answer(body)) onOther?.(body);
  });
  return useCallback(
    (request: DeviceRequest & Record<string, unknown>): Promise<A> => {
      if (!client || !connected) return Promise.reject(new NotConnected());
      const answer = waiters.wait(request.deviceId, ANSWER_TIMEOUT_MS);
      if (!client.publish(`/${queue}`, request)) return Promise.reject(new NotConnected());
      return answer;
    },
    [client, connected, queue, waiters],
  );
}

/**
 * The syncs of the page's devices (deviceStore): `start` resolves when the server has accepted one (it
 * rejects like a command when refused); its progress and results then arrive by themselves into `syncs`.
 */
export function useDeviceSyncs() {
  const [syncs, setSyncs] = useState<Record<string, SyncProgress>>({});
  const update = (answer: DeviceStoreAnswer) =>
    setSyncs((current) => {
      const next = nextSync(current[answer.deviceId], answer);
      return next === current[answer.deviceId] ? current : { ...current, [answer.deviceId]: next! };
    });
  const send = useDeviceCommand<DeviceStoreAnswer>('deviceStore', update);
  const start = useCallback(
    async (request: Omit<DeviceStoreRequest, 'projectId'> & { projectId: string }) => {
      const accepted = await send({ ...request });
      setSyncs((current) => ({ ...current, [request.deviceId]: startedSync(accepted) }));
    },
    [send],
  );
  return { syncs, start };
}
