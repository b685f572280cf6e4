export interface Sample {
  sentAt: number;
  receivedAt: number;
}

/** Percentiles of delivery latencies (ms), in whole ms. */
export function latencyPercentiles(latencies: readonly number[]): {
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** Percentiles of the delivery latency in whole ms. */
export const latencyFigures = (samples: readonly Sample[]) =>
  latencyPercentiles(samples.map((sample) => sample.receivedAt - sample.sentAt));
