import type { Envelope } from '@site/shared-schema';
import { expect } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { PLAYBACK_KEY_HEADER } from '../http/route';
import { DEMO_PROJECTS } from '../seed/demo';
import { createTestDatabase } from './database';
import { seedBeforehand, startTestServer, type TestServer } from './server';

export interface ServerWithRows {
  server: TestServer;
  /** The rows the server started from, to check its answers against. */
  db: Database;
  close(): Promise<void>;
}

/**
 * A test server and a second handle on its seeded rows: on PGlite a copy of the same seeded snapshot,
 * on PostgreSQL the server's own database.
 */
export async function startTestServerWithRows(): Promise<ServerWithRows> {
  const database = await createTestDatabase();
  const server = await startTestServer({}, { database, restart: false });
  const rows = await openDatabase(database.target);
  return {
    server,
    db: rows.db,
    close: async () => {
      await rows.close();
      await server.close();
      await database.drop();
    },
  };
}

/** A database of its own with the demo rows, without a server. */
export async function openSeededDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const database = await createTestDatabase();
  await seedBeforehand(database);
  const handle = await openDatabase(database.target);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** Answers `data` of a call that must succeed. */
export async function dataOf<T>(server: TestServer, path: string, body: unknown, token: string): Promise<T> {
  const answer = await server.post<T>(path, body, token);
  expect(answer, `${path} ${answer.message}`).toMatchObject({ code: 200 });
  return answer.data;
}

/** POSTs as a wall: no session, the screen's playback key in its header. */
export function wallPost<T = unknown>(server: TestServer, path: string, body: unknown, key: string) {
  return server.send<T>(path, {
    headers: { 'content-type': 'application/json', [PLAYBACK_KEY_HEADER]: key },
    body: JSON.stringify(body),
  });
}

const codeAndMessage = ({ code, message }: Envelope<unknown>) => `${code} ${message}`;

/** Sign-ins are slow by design (scrypt): one per user and server. */
const signedIn = new WeakMap<TestServer, Promise<{ nobody: string; admin: string }>>();
const tokensOf = (server: TestServer) => {
  let tokens = signedIn.get(server);
  if (!tokens) {
    tokens = Promise.all([server.login('nobody'), server.login('admin')]).then(([nobody, admin]) => ({
      nobody,
      admin,
    }));
    signedIn.set(server, tokens);
  }
  return tokens;
};

/**
 * The three refusals every project-scoped call owes: no token, a user without the resource code
 * (`nobody`, a member of project 1), and a project the caller is not a member of (admin, project 4).
 */
export async function refusals(
  server: TestServer,
  path: string,
  body: Record<string, unknown>,
  projectField = 'projectId',
) {
  const { nobody, admin } = await tokensOf(server);
  return {
    noToken: codeAndMessage(await server.post(path, body)),
    noResource: codeAndMessage(await server.post(path, body, nobody)),
    foreignProject: codeAndMessage(
      await server.post(path, { ...body, [projectField]: DEMO_PROJECTS.disabled }, admin),
    ),
  };
}

export const REFUSED = {
  noToken: '401 登录已失效，请重新登录',
  noResource: '403 无权访问该资源',
  foreignProject: '403 无权访问该项目',
};
