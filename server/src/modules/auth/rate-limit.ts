import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

export interface LoginRateLimit {
  maxFailures: number;
  windowMs: number;
}

/** 10 failed logins per login name and client address in 15 minutes (docs/api-decisions.md). */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { maxFailures: 10, windowMs: 15 * 60_000 };

/**
 * Counts failures per key within a sliding window, in the database: server replicas share the count, so
 * spreading guesses over them gains nothing. `scope` keeps the keys of different limiters apart.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Database,
    private readonly scope: string,
    private readonly limit: LoginRateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  async isBlocked(key: string): Promise<boolean> {
    const [{ failures }] = await this.db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, this.keyOf(key)), gt(loginFailures.failedAt, this.since())));
    return failures >= this.limit.maxFailures;
  }

  async recordFailure(key: string): Promise<void> {
    // Expired rows go as new ones come, so sprayed login names cannot grow the table without end.
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, this.since()));
    await this.db.insert(loginFailures).values({ key: this.keyOf(key), failedAt: new Date(this.now()) });
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, this.keyOf(key)));
  }

  private keyOf(key: string): string {
    return `${this.scope}:${key}`;
  }

  private since(): Date {
    return new Date(this.now() - this.limit.windowMs);
  }
}
