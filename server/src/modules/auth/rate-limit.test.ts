import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './rate-limit';

describe('LoginLimiter', () => {
  it('blocks at the limit and forgets failures older than the window', () => {
    let now = 0;
    const limiter = new LoginLimiter({ maxFailures: 2, windowMs: 1000 }, () => now);
    limiter.recordFailure('k');
    now = 500;
    limiter.recordFailure('k');
    expect(limiter.isBlocked('k')).toBe(true);
    expect(limiter.isBlocked('other')).toBe(false);
    now = 1001;
    expect(limiter.isBlocked('k')).toBe(false);
  });
});
