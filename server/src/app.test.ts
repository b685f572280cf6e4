import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ProjectItem } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { PACKAGE_DIR } from './package-dir';
import { createRestartableDatabase, RESTART_TIMEOUT_MS, type TestDatabase } from './test/database';
import { startTestServer, type TestServer } from './test/server';

const BIG_BUNDLE = `console.log(${JSON.stringify('x'.repeat(4096))});`;

describe('serving the console and the player', () => {
  let server: TestServer;
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    const consoleDist = await mkdtemp(join(tmpdir(), 'console-dist-'));
    await mkdir(join(consoleDist, 'assets'));
    await writeFile(join(consoleDist, 'index.html'), '<!doctype html><title>console</title>');
    await writeFile(join(consoleDist, 'assets/app.js'), 'console.log(1)');
    await writeFile(join(consoleDist, 'assets/big.js'), BIG_BUNDLE);
    await writeFile(join(consoleDist, 'assets/big.js.gz'), gzipSync(BIG_BUNDLE));
    server = await startTestServer({ consoleDist });
  });
  afterAll(() => server.close());

  it('serves the console at / and falls back to its index.html for app routes', async () => {
    for (const path of ['/', '/login?redirect=%2Fmanage%2Fproject-info', '/manage/project-info']) {
      const page = await get(path);
      expect(await page.text()).toContain('<title>console</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    const bundle = await get('/assets/app.js');
    expect(await bundle.text()).toBe('console.log(1)');
    expect(bundle.headers.get('cache-control')).toContain('immutable');
  });

  it("sends a bundle's gzip copy written by the build to a browser that accepts gzip, the file to others", async () => {
    const zipped = await get('/assets/big.js');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('accept-encoding');
    expect(zipped.headers.get('cache-control')).toContain('immutable');
    expect(await zipped.text()).toBe(BIG_BUNDLE);
    const plain = await fetch(`${server.url}/assets/big.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_BUNDLE);
  });

  it('sends a Content-Security-Policy without inline script, no framing by others and nosniff, pages and API alike', async () => {
    for (const answer of [
      await get('/'),
      await fetch(`${server.url}/front/user/queryCurrent`, { method: 'POST' }),
    ]) {
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("worker-src 'self' blob:");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("sends the headers the deployment's nginx sends with the pages it serves itself", async () => {
    const template = await readFile(join(PACKAGE_DIR, '../docker/nginx/site.conf.template'), 'utf8');
    const sent = Object.fromEntries(
      [...template.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map(([, name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const page = await get('/');
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-resource-policy',
      'cross-origin-opener-policy',
    ])
      expect(sent[name], name).toBe(page.headers.get(name));
  });

  it('says how to build an app that is missing', async () => {
    const page = await get('/player/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('pnpm build');
    expect((await get('/player')).headers.get('location')).toBe('/player/');
  });

  it('answers unknown API paths and files with the 404 envelope', async () => {
    const token = await server.login('nobody');
    const file = await fetch(`${server.url}/files/none.png`, {
      headers: { authorization: `Bearer ${token}` },
    });
    for (const response of [await get('/front/user/queryCurrent'), file]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ code: 404, message: '接口不存在', data: null });
    }
    expect((await server.post('/front/no/such/call', {})).code).toBe(404);
  });
});

describe('restarting on the same data', () => {
  let database: TestDatabase;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ database, remove } = await createRestartableDatabase());
  });
  afterAll(() => remove());

  it(
    'keeps changed data and adds no demo data twice',
    async () => {
      const before = await startTestServer({}, { database, restart: false });
      const token = await before.login('admin');
      const workTypesOf = async (server: TestServer, as: string) =>
        (
          await server.post<unknown[]>(
            '/front/dictionary/listByTypeCode',
            { projectId: '1', dictionaryTypeCode: 'workerType' },
            as,
          )
        ).data;
      const seededWorkTypes = await workTypesOf(before, token);
      const changed = await before.post(
        '/front/user/updatePassword',
        {
          tenementUserId: 'user-admin',
          oldPassword: 'admin123',
          newPassword: 'renewed123',
          confirmPassword: 'renewed123',
        },
        token,
      );
      expect(changed.code).toBe(200);
      await before.close();

      const after = await startTestServer({}, { database, restart: true });
      try {
        await expect(after.login('admin')).rejects.toThrow(/400/);
        const renewed = await after.login('admin', 'renewed123');
        const projects = await after.post<ProjectItem[]>(
          '/front/siteProjectUserRelation/queryByCurrentUser',
          {},
          renewed,
        );
        expect(projects.data.map((project) => project.projectId)).toEqual(['1', '2', '3']);
        expect(await workTypesOf(after, renewed)).toEqual(seededWorkTypes);
      } finally {
        await after.close();
      }
    },
    RESTART_TIMEOUT_MS,
  );
});

describe('a first start', () => {
  it(
    'creates a data folder that does not exist yet, with the embedded database in it',
    async () => {
      const dataDir = join(await mkdtemp(join(tmpdir(), 'site-first-start-')), 'not', 'yet');
      const app = await createApp({ dataDir, seed: false });
      try {
        expect((await stat(join(dataDir, 'pglite'))).isDirectory()).toBe(true);
      } finally {
        await app.close();
        await rm(dirname(dirname(dataDir)), { recursive: true, force: true });
      }
    },
    RESTART_TIMEOUT_MS,
  );
});
