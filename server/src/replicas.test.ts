import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectTopic } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import { API, TASK_DETAIL_API, type UploadAnswer } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Broker, openBroker } from './modules/realtime/broker';
import { REALTIME_PATH } from './modules/realtime/endpoint';
import { DEMO_SCREEN } from './seed/demo';
import { BROKERS } from './test/brokers';
import { POSTGRES_URL, postgresReachable } from './test/database';
import { NGINX_BUNDLE, type Nginx, nginxInstalled, startNginx } from './test/nginx';
import {
  endKilledLease,
  expectImportFinished,
  startPersonImport,
  waitForProgress,
} from './test/person-import';
import { type S3Server, startS3 } from './test/s3';
import {
  createProcessData,
  type ProcessData,
  type ServerProcess,
  startServerProcess,
} from './test/server-process';
import { PNG, uploadForm } from './test/uploads';

/**
 * The production topology of docker/compose.yaml on this machine's engines, without Docker: nginx
 * (Debian's package) with the deployment's own site configuration in front of two server processes on
 * one PostgreSQL database, one RabbitMQ and one S3 bucket (s3rver standing in for MinIO); each replica
 * has a data folder of its own, for its scratch files only.
 */
const rabbit = BROKERS.find((broker) => broker.name === 'RabbitMQ' && broker.up);
const ready = Boolean(rabbit) && nginxInstalled() && (await postgresReachable());

describe.runIf(ready)('two server replicas behind nginx on PostgreSQL and RabbitMQ', () => {
  let data: ProcessData;
  let s3: S3Server;
  let secondDataDir: string;
  let replicas: ServerProcess[];
  let front: Nginx;
  let broker: Broker | null;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    vi.stubEnv('DATABASE_URL', POSTGRES_URL);
    data = await createProcessData('empty');
    s3 = await startS3();
    secondDataDir = await mkdtemp(join(tmpdir(), 'site-replica-'));
    // Started together on an empty database: one migrates and seeds (into the bucket), the other waits its turn.
    const env = { BROKER_URL: rabbit?.url ?? '', TRUST_PROXY: 'on', ...s3.env };
    replicas = await Promise.all([
      startServerProcess(data, env),
      startServerProcess(data, { ...env, DATA_DIR: secondDataDir }),
    ]);
    front = await startNginx(replicas.map((replica) => new URL(replica.url).host));
    broker = await openBroker(
      rabbit?.url ?? null,
      () => {},
      () => {},
    );
  }, 240_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await broker?.close();
    await front?.stop();
    await Promise.all((replicas ?? []).map((replica) => replica.stop()));
    await data?.remove();
    await s3?.stop();
    if (secondDataDir) await rm(secondDataDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  const connect = (url: string, credentials: { token?: string; playbackKey?: string }) => {
    const states: boolean[] = [];
    const client = createRealtimeClient({
      url: `${url}${REALTIME_PATH}`,
      ...credentials,
      reconnectDelayMs: 200,
      onConnectedChange: (connected) => states.push(connected),
      log: () => {},
    });
    clients.push(client);
    return { client, states };
  };

  it('serves the apps itself and the API from either replica: a session made on one holds on the other', async () => {
    const page = await fetch(`${front.url}/some/console/route`);
    expect(await page.text()).toContain('<title>console</title>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const login = await fetch(`${front.url}${API.loginByPassword}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginName: 'admin', password: 'admin123', clientType: 'WEB_SITE_C' }),
    });
    const { data: answer } = (await login.json()) as { data: { token: string } };
    for (const replica of replicas)
      expect(await replica.post(API.currentUser, undefined, answer.token)).toMatchObject({ code: 200 });
  });

  it('serves a file uploaded through one replica from the other, from the bucket', async () => {
    const [first, second] = replicas;
    const token = await first.login('admin');
    const form = uploadForm({ fileType: 'otherImg' }, { bytes: PNG, name: 'site.png', type: 'image/png' });
    const uploaded = await first.send<UploadAnswer>(API.fileUpload, { body: form }, token);
    const headers = { authorization: `Bearer ${token}` };
    const file = await fetch(`${second.url}${uploaded.data.filePath}`, { headers });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    const head = await fetch(`${second.url}${uploaded.data.filePath}`, {
      headers: { ...headers, range: 'bytes=1-3' },
    });
    expect([head.status, head.headers.get('content-range')]).toEqual([206, `bytes 1-3/${PNG.length}`]);
    expect(await head.text()).toBe('PNG');
    expect(await readdir(join(data.dataDir, 'files')).catch(() => [])).toEqual([]);
  });

  it("downloads a task's file kept by one replica through the other: the seed's export", async () => {
    const token = await replicas[1].login('admin');
    const answer = await fetch(`${replicas[1].url}${TASK_DETAIL_API.download}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ taskId: 'task-admin-1' }),
    });
    expect(answer.headers.get('content-disposition')).toContain('.xlsx');
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it("sends the apps' bundles from the build's gzip copies, and large API answers compressed", async () => {
    for (const path of ['/assets/app.js', '/player/assets/app.js']) {
      const bundle = await fetch(`${front.url}${path}`);
      expect(bundle.headers.get('content-encoding')).toBe('gzip');
      expect(bundle.headers.get('cache-control')).toContain('immutable');
      expect(await bundle.text()).toBe(NGINX_BUNDLE);
    }
    const token = await replicas[0].login('admin');
    const answer = await fetch(`${front.url}${API.regionTree}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.json()).toMatchObject({ code: 200 });
  });

  it('brings a wall connected through nginx what is published on the broker', async () => {
    const { client } = connect(front.url, { playbackKey: DEMO_SCREEN.key });
    const heard: unknown[] = [];
    client.subscribe({ kind: 'project', topic: 'timeLog', projectId: DEMO_SCREEN.projectId }, ({ body }) =>
      heard.push(body),
    );
    client.start();
    const nonce = `through-nginx-${Date.now()}`;
    const destination = projectTopic('timeLog', DEMO_SCREEN.projectId);
    await vi.waitFor(
      () => {
        broker?.publish({ destination, json: JSON.stringify({ nonce }) });
        expect(heard).toContainEqual({ nonce });
      },
      { timeout: 20_000, interval: 500 },
    );
  });

  it("closes a user's sockets on both replicas when he logs out through nginx", async () => {
    const token = await replicas[0].login('manager');
    const sockets = replicas.map((replica) => connect(replica.url, { token }));
    for (const { client } of sockets) client.start();
    await vi.waitFor(() => expect(sockets.map(({ states }) => states.at(-1))).toEqual([true, true]), {
      timeout: 20_000,
    });
    await fetch(`${front.url}${API.logout}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await vi.waitFor(() => expect(sockets.map(({ states }) => states.at(-1))).toEqual([false, false]), {
      timeout: 20_000,
    });
  });

  // Last: it kills a replica.
  it('finishes an import started on one replica after that replica is killed, on the other', async () => {
    const [first, second] = replicas;
    const admin = await first.login('admin');
    const started = await startPersonImport(first, admin);
    await waitForProgress(first, admin, started.taskId, 20);
    await first.kill();
    await endKilledLease(data.database.target, started.taskId);
    await expectImportFinished(second, admin, started);
  }, 120_000);
});
