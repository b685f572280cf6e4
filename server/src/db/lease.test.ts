import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database';
import { createLease } from './lease';

describe('a lease in the database', () => {
  const db = useTestDatabase();

  it('is held by one process at a time, renewed by its holder, taken over once it expires', async () => {
    const first = createLease(db(), 'expiring', 300);
    const second = createLease(db(), 'expiring', 300);
    expect(await first.hold()).toBe(true);
    expect(await second.hold()).toBe(false);
    expect(await first.hold()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await second.hold()).toBe(true);
    expect(await first.hold()).toBe(false);
  });

  it('passes at once to another when its holder releases it, and leaves other names alone', async () => {
    const first = createLease(db(), 'released', 60_000);
    const second = createLease(db(), 'released', 60_000);
    const other = createLease(db(), 'other', 60_000);
    expect(await first.hold()).toBe(true);
    expect(await other.hold()).toBe(true);
    await second.release();
    expect(await second.hold()).toBe(false);
    await first.release();
    expect(await second.hold()).toBe(true);
    expect(await other.hold()).toBe(true);
  });
});
