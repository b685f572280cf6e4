import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { startTestServer, type TestServer } from '../../test/server';

const waitFor = async (condition: () => boolean, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
};

// Two replicas need a database both reach: PostgreSQL (PGlite belongs to one process).
describe.runIf(process.env.DATABASE_URL)('the simulator on two replicas of one database', () => {
  const servers: TestServer[] = [];
  let database: TestDatabase | undefined;
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
  });

  it('plays its rounds on one replica only, and on the other once the first stops', async () => {
    const shared = { database: await createTestDatabase(), restart: false };
    database = shared.database;
    const start = () => startTestServer({ simulator: true, simulatorIntervalMs: 200 }, shared);
    const [first, second] = [await start(), await start()];
    servers.push(first, second);
    const rounds = [first, second].map((server) => vi.spyOn(server.app.simulator!, 'tick'));

    await waitFor(() => rounds.some((spy) => spy.mock.calls.length >= 3), 15_000);
    const leader = rounds.findIndex((spy) => spy.mock.calls.length > 0);
    expect(leader).toBeGreaterThanOrEqual(0);
    expect(rounds[1 - leader].mock.calls.length).toBe(0);

    // The leader stops and gives the lease up: the other replica plays from its next period on.
    await servers[leader].close();
    servers.splice(leader, 1);
    await waitFor(() => rounds[1 - leader].mock.calls.length >= 2, 10_000);
    expect(rounds[1 - leader].mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
