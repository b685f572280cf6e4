import type { CallCase } from '../api/latency';
import { latencyPercentiles } from '../realtime/figures';
import { postJson } from '../support/session';

export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * Keeps `concurrency` callers sending the case's requests back to back for `seconds`, through `base`:
 * requests answered per second and the p50/p99 of their times. A failure (not code 200) is counted,
 * not timed.
 */
export async function measureLoad(
  base: string,
  token: string,
  call: CallCase,
  concurrency: number,
  seconds: number,
): Promise<LoadFigures> {
  const durations: number[] = [];
  let failures = 0;
  let index = 0;
  const until = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await postJson(base, call.path, call.body(index++), token);
        const answer = (await response.json()) as { code?: number };
        if (answer.code === 200) durations.push(performance.now() - started);
        else failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsed = (performance.now() - started) / 1000;
  const { p50, p99 } = latencyPercentiles(durations);
  return { label: call.label, requestsPerSecond: durations.length / elapsed, p50, p99, failures };
}
