import type { Envelope } from '@site/shared-schema';
import { latencyFigures } from '../realtime/figures';
import { postJson } from '../support/session';

/** The logged-in API of one server. */
export interface Api {
  base: string;
  token: string;
}

/** A call to time, with the body of its n-th request (so requests can walk pages or filters). */
export interface CallCase {
  label: string;
  path: string;
  body(index: number): unknown;
}

export interface Figures {
  label: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** Why the call could not be measured (not built yet, refused, ...), or the last failure. */
  error?: string;
  /** Requests that failed (not counted in the figures). */
  failures?: number;
}

/** Milliseconds from sending a call to having read its whole answer; an answer other than 200 throws. */
async function timeCall(api: Api, path: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await postJson(api.base, path, body, api.token);
  const text = await response.text();
  const elapsed = performance.now() - started;
  let answer: Envelope<unknown> | undefined;
  try {
    answer = JSON.parse(text) as Envelope<unknown>;
  } catch {
    answer = undefined;
  }
  if (answer?.code !== 200) {
    throw new Error(answer ? `${answer.code} ${answer.message}` : `HTTP ${response.status}`);
  }
  return elapsed;
}

export function summarise(
  label: string,
  durations: readonly number[],
  error?: string,
  failures = 0,
): Figures {
  const { p50, p99, max } = latencyFigures(durations.map((ms) => ({ sentAt: 0, receivedAt: ms })));
  return { label, requests: durations.length, p50, p99, max, error, failures };
}

/** An error's message with its cause's (fetch failed: ECONNRESET ...). */
export function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause =
    error.cause instanceof Error
      ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}`
      : '';
  return `${error.message}${cause}`;
}

/** A call's figures over `requests` requests, one at a time, after `warmUp` unmeasured ones. */
export async function measureCase(
  api: Api,
  call: CallCase,
  requests: number,
  warmUp: number,
): Promise<Figures> {
  const durations: number[] = [];
  try {
    for (let index = 0; index < warmUp; index += 1) await timeCall(api, call.path, call.body(index));
    for (let index = 0; index < requests; index += 1) {
      durations.push(await timeCall(api, call.path, call.body(warmUp + index)));
    }
    return summarise(call.label, durations);
  } catch (error) {
    return summarise(call.label, durations, reason(error));
  }
}

/**
 * The calls' figures while `running()` holds: one user going through them in turn, one at a time, a pause
 * between two rounds, at most `rounds` rounds.
 */
export async function measureWhile(
  api: Api,
  calls: readonly CallCase[],
  running: () => boolean,
  { rounds, pauseMs }: { rounds: number; pauseMs: number },
): Promise<Figures[]> {
  const durations = calls.map((): number[] => []);
  const failures = calls.map(() => 0);
  const errors = calls.map((): string | undefined => undefined);
  for (let index = 0; running() && index < rounds; index += 1) {
    for (const [which, call] of calls.entries()) {
      if (!running()) break;
      // A failure is counted and the user goes on, as one would after an error message.
      try {
        durations[which].push(await timeCall(api, call.path, call.body(index)));
      } catch (error) {
        failures[which] += 1;
        errors[which] = reason(error);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return calls.map((call, which) => summarise(call.label, durations[which], errors[which], failures[which]));
}
