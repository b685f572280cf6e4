import { API, type CustomScreenDetail, type CustomScreenItem, type PageResult } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { textDocument } from '../modules/screen/testing';
import { createTestDatabase, POSTGRES_URL, postgresReachable, type TestDatabase } from '../test/database';
import { type OutageProxy, startOutageProxy } from '../test/outage-proxy';
import { startTestServer, type TestServer } from '../test/server';

const UNAVAILABLE = { code: 503, message: '数据库暂时不可用，请稍后再试', data: null };

describe.skipIf(!(await postgresReachable()))('PostgreSQL lost and back while the server runs', () => {
  let database: TestDatabase;
  let proxy: OutageProxy;
  let server: TestServer;

  beforeAll(async () => {
    vi.stubEnv('DATABASE_URL', POSTGRES_URL);
    database = await createTestDatabase();
    if (database.target.kind !== 'postgres') throw new Error('a PostgreSQL test database was expected');
    const direct = new URL(database.target.url);
    proxy = await startOutageProxy(Number(direct.port || 5432), direct.hostname);
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await startTestServer(
      { database: { kind: 'postgres', url: proxied.toString() } },
      { database, restart: false },
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.drop();
    vi.unstubAllEnvs();
  });

  it('answers a clear error at once while it is down, and normally again when it is back', async () => {
    const manager = await server.login('manager');
    const list = () =>
      server.post<PageResult<CustomScreenItem>>(
        API.customScreenList,
        { projectId: '1', screenName: '断库', pageNumber: 1, pageSize: 100 },
        manager,
      );
    const add = (screenName: string) =>
      server.post<CustomScreenDetail>(
        API.customScreenAdd,
        { projectId: '1', screenName, document: textDocument(screenName) },
        manager,
      );
    expect(await add('断库前保存')).toMatchObject({ code: 200 });

    await proxy.cut();
    // Reads, a write in a transaction and a sign-in each end with the envelope, none waits for the database.
    expect(await list()).toEqual(UNAVAILABLE);
    expect(await add('断库时保存')).toEqual(UNAVAILABLE);
    expect(
      await server.post('/front/auth/loginByPassword', {
        loginName: 'admin',
        password: 'admin123',
        clientType: 'WEB_SITE_C',
      }),
    ).toEqual(UNAVAILABLE);
    expect(await list()).toEqual(UNAVAILABLE);

    await proxy.restore();
    await vi.waitFor(async () => expect(await list()).toMatchObject({ code: 200 }), {
      timeout: 15_000,
      interval: 200,
    });
    expect(await add('断库后保存')).toMatchObject({ code: 200 });
    const names = (await list()).data.records.map((screen) => screen.screenName).sort();
    expect(names).toEqual(['断库前保存', '断库后保存']);
  }, 60_000);
});
