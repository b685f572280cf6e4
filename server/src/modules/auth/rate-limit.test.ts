import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database';
import { LoginLimiter } from './rate-limit';

describe('LoginLimiter', () => {
  const db = useTestDatabase();

  it('blocks at the limit and forgets failures older than the window', async () => {
    let now = 0;
    const limiter = new LoginLimiter(db(), 'test', { maxFailures: 2, windowMs: 1000 }, () => now);
    await limiter.recordFailure('k');
    now = 500;
    await limiter.recordFailure('k');
    expect(await limiter.isBlocked('k')).toBe(true);
    expect(await limiter.isBlocked('other')).toBe(false);
    now = 1001;
    expect(await limiter.isBlocked('k')).toBe(false);
  });

  it('counts the failures of every replica against one limit, each limiter under its own scope', async () => {
    const limit = { maxFailures: 2, windowMs: 60_000 };
    const [first, second] = [1, 2].map(() => new LoginLimiter(db(), 'login', limit));
    await first.recordFailure('name@address');
    await second.recordFailure('name@address');
    expect(await first.isBlocked('name@address')).toBe(true);
    expect(await new LoginLimiter(db(), 'password', limit).isBlocked('name@address')).toBe(false);
    await second.reset('name@address');
    expect(await first.isBlocked('name@address')).toBe(false);
  });
});
