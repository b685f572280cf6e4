export interface LoginRateLimit {
  maxFailures: number;
  windowMs: number;
}

/** 10 failed logins per login name and client address in 15 minutes (docs/api-decisions.md). */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { maxFailures: 10, windowMs: 15 * 60_000 };

/** Sweep expired keys once the map grows past this, so sprayed login names cannot grow memory without end. */
const SWEEP_AT = 10_000;

/**
 * Counts failed logins in memory, per process. Behind a load balancer with several processes each keeps
 * its own count; a shared store would be needed to make the limit exact there.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: LoginRateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit.maxFailures;
  }

  recordFailure(key: string): void {
    if (this.failures.size >= SWEEP_AT) this.sweep();
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
