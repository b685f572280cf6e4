import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { DEMO_ACCOUNTS } from '../seed/demo';
import {
  createTestDatabase,
  POSTGRES_URL,
  postgresReachable,
  RESTART_TIMEOUT_MS,
  type TestDatabase,
} from '../test/database';
import { openDatabase } from './client';
import { seedSteps, users } from './schema';

describe.skipIf(!(await postgresReachable()))('replicas started together on one new PostgreSQL', () => {
  let database: TestDatabase;
  const folders: string[] = [];

  beforeAll(async () => {
    vi.stubEnv('DATABASE_URL', POSTGRES_URL);
    database = await createTestDatabase(undefined, 'empty');
  });
  afterAll(async () => {
    await database?.drop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    vi.unstubAllEnvs();
  });

  it(
    'migrate and seed once, one after the other, and both serve',
    async () => {
      const start = async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'site-replica-'));
        folders.push(dataDir);
        return createApp({ dataDir, database: database.target, consoleDist: dataDir, playerDist: dataDir });
      };
      const replicas = await Promise.all([start(), start()]);
      try {
        const { db, close } = await openDatabase(database.target);
        const [{ people }] = await db.select({ people: count() }).from(users);
        const steps = await db.select({ name: seedSteps.name }).from(seedSteps);
        await close();
        expect(people).toBe(DEMO_ACCOUNTS.length);
        expect(new Set(steps.map((step) => step.name)).size).toBe(steps.length);
        for (const app of replicas) {
          const answer = await app.inject({
            method: 'POST',
            url: '/front/auth/loginByPassword',
            payload: { loginName: 'admin', password: 'admin123', clientType: 'WEB_SITE_C' },
          });
          expect(answer.json()).toMatchObject({ code: 200 });
        }
      } finally {
        await Promise.all(replicas.map((app) => app.close()));
      }
    },
    RESTART_TIMEOUT_MS,
  );
});
