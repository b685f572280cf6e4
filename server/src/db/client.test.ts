import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutageProxy, startOutageProxy } from '../test/outage-proxy';
import { isDatabaseUnavailable } from './client';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('it succeeded'),
    (error) => error,
  );
const pgError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  /** A port where nothing listens: a stopped PostgreSQL. */
  let stopped: OutageProxy;
  beforeAll(async () => {
    stopped = await startOutageProxy(5432);
    await stopped.cut();
  });
  afterAll(() => stopped.close());

  it('recognises a query refused by a stopped server, and a transaction failing to take a connection', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: stopped.port, user: 'postgres' });
    try {
      const query = await failure(drizzle({ client: pool }).execute(sql`select 1`));
      expect(query).toBeInstanceOf(DrizzleQueryError);
      expect(isDatabaseUnavailable(query)).toBe(true);
      expect(isDatabaseUnavailable(await failure(pool.connect()))).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('recognises a connection ended under a query and a server shutting down', () => {
    const lost = new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'));
    expect(isDatabaseUnavailable(lost)).toBe(true);
    const shutdown = pgError('terminating connection due to administrator command', '57P01');
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], shutdown))).toBe(true);
    expect(isDatabaseUnavailable(pgError('the database system is starting up', '57P03'))).toBe(true);
  });

  it('leaves other failures alone: a constraint, our own bug, another host out of reach', async () => {
    const duplicate = pgError('duplicate key value violates unique constraint', '23505');
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], duplicate))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(await failure(fetch(`http://127.0.0.1:${stopped.port}/`)))).toBe(false);
  });
});
