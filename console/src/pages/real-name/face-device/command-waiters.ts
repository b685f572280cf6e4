import type { DeviceRequestAnswer } from '@site/shared-realtime';

/** An answer that refuses a command: its code and the server's message (设备离线…). */
export class CommandRefused extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** No answer came in time: the device or the connection is gone. */
export class CommandTimedOut extends Error {}

/**
 * The commands of one user queue waiting for their answer, by device: an answer settles the oldest
 * waiter of its device (the queue answers a user's requests in the order sent), code 200 as a value,
 * anything else as CommandRefused. Answers nobody waits for (progress of a sync) are left to the caller.
 */
export function commandWaiters<A extends DeviceRequestAnswer>() {
  const waiting = new Map<string, { resolve(answer: A): void; reject(error: Error): void }[]>();
  const remove = (deviceId: string, waiter: unknown) => {
    const list = (waiting.get(deviceId) ?? []).filter((item) => item !== waiter);
    if (list.length) waiting.set(deviceId, list);
    else waiting.delete(deviceId);
  };
  return {
    /** Waits for the next answer about the device, at most `timeoutMs`. */
    wait(deviceId: string, timeoutMs: number): Promise<A> {
      return new Promise<A>((resolve, reject) => {
        const waiter = {
          resolve: (answer: A) => {
            clearTimeout(timer);
            resolve(answer);
          },
          reject: (error: Error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        const timer = setTimeout(() => {
          remove(deviceId, waiter);
          reject(new CommandTimedOut());
        }, timeoutMs);
        waiting.set(deviceId, [...(waiting.get(deviceId) ?? []), waiter]);
      });
    },
    /** Settles the oldest waiter of the answer's device; false when nobody waited. */
    answer(answer: A): boolean {
      const [waiter] = waiting.get(answer.deviceId) ?? [];
      if (!waiter) return false;
      remove(answer.deviceId, waiter);
      if (answer.code === 200) waiter.resolve(answer);
      else waiter.reject(new CommandRefused(answer.code, answer.message));
      return true;
    },
  };
}
