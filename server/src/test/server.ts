import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope, LoginAnswer } from '@site/shared-schema';
import { expect } from 'vitest';
import { createApp } from '../app';
import type { AppOptions } from '../options';
import { createTestDatabase, type TestDatabase } from './database';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A database the caller owns across starts, e.g. to test a restart. */
export interface SharedDatabase {
  database: TestDatabase;
  restart: boolean;
}

/**
 * The real server on a free port with a fresh data folder and a fresh database seeded with the demo
 * data. Start one per test file (in beforeAll) and close it in afterAll. With `shared` it runs on the
 * caller's database instead and leaves it in place when closed; with `port`, it listens there (a
 * restart where clients reconnect).
 */
export async function startTestServer(options: Partial<AppOptions> = {}, shared?: SharedDatabase, port = 0) {
  const dataDir = await mkdtemp(join(tmpdir(), 'site-server-test-'));
  const database = shared?.database ?? (await createTestDatabase());
  await database.copySeededFiles(join(dataDir, 'files'));
  const app = await createApp({
    dataDir,
    database: shared?.restart ? database.restartTarget : database.target,
    consoleDist: join(dataDir, 'no-console'),
    playerDist: join(dataDir, 'no-player'),
    ...options,
  });
  const address = await app.listen({ port, host: '127.0.0.1' });

  const authorization = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};

  /** POST a JSON body (or none) and read the envelope. */
  async function post<T = unknown>(path: string, body?: unknown, token?: string): Promise<Envelope<T>> {
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: {
        ...authorization(token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as Promise<Envelope<T>>;
  }

  /** POST a JSON body, expect it done (code 200) and answer its data. */
  async function ok<T = unknown>(path: string, body?: unknown, token?: string): Promise<T> {
    const answer = await post<T>(path, body, token);
    expect(answer, `${path}: ${answer.message}`).toMatchObject({ code: 200 });
    return answer.data;
  }

  /** POST any raw request, for malformed and multipart bodies. */
  async function send<T = unknown>(path: string, init: RequestInit, token?: string): Promise<Envelope<T>> {
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      ...init,
      headers: { ...authorization(token), ...(init.headers as Record<string, string>) },
    });
    return response.json() as Promise<Envelope<T>>;
  }

  /** Signs in and answers the token; fails the test when the login is refused. */
  async function login(loginName: string, password = `${loginName}123`): Promise<string> {
    const answer = await post<LoginAnswer>('/front/auth/loginByPassword', {
      loginName,
      password,
      clientType: 'WEB_SITE_C',
    });
    if (answer.code !== 200) throw new Error(`login ${loginName}: ${answer.code} ${answer.message}`);
    return answer.data.token;
  }

  async function close(): Promise<void> {
    await app.close();
    if (!shared) await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  return { app, url: address, dataDir, post, ok, send, login, close };
}

/** Seeds a database that starts empty (see createTestDatabase) by one server start, before rows are read or added. */
export async function seedBeforehand(database: TestDatabase): Promise<void> {
  if (!database.seeded) await (await startTestServer({}, { database, restart: false })).close();
}
