import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectTopic } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SCREEN } from '../../seed/demo';
import { BROKERS } from '../../test/brokers';
import { startTestServer, type TestServer } from '../../test/server';
import { REALTIME_PATH } from './endpoint';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));
const broker = BROKERS.find((candidate) => candidate.up);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The server as `pnpm start` runs it, in a process of its own, with the simulator on. */
async function startServerProcess(brokerUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'site-server-process-'));
  const child: ChildProcess = spawn(join(serverDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BROKER_URL: brokerUrl,
      SIMULATOR: 'on',
      SIMULATOR_INTERVAL_MS: '500',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}`);
      expect((await fetch(`${url}/front/no/such/call`, { method: 'POST' }).catch(() => null))?.ok).toBe(true);
    },
    { timeout: 120_000, interval: 500 },
  );
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!broker)(`two server processes sharing ${broker?.name} deliver each other's messages`, () => {
  let other: { url: string; stop(): Promise<void> };
  let local: TestServer;
  const clients: RealtimeClient[] = [];
  const channel = { kind: 'project', topic: 'timeLog', projectId: DEMO_SCREEN.projectId } as const;

  function wall(url: string) {
    const client = createRealtimeClient({
      url: `${url}${REALTIME_PATH}`,
      playbackKey: DEMO_SCREEN.key,
      log: () => {},
    });
    const bodies: Array<Record<string, unknown>> = [];
    client.subscribe<Record<string, unknown>>(channel, ({ body }) => bodies.push(body));
    client.start();
    clients.push(client);
    return bodies;
  }

  beforeAll(async () => {
    [other, local] = await Promise.all([
      startServerProcess(broker?.url ?? ''),
      startTestServer({ brokerUrl: broker?.url ?? null }),
    ]);
  }, 150_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await Promise.all([other?.stop(), local?.close()]);
  });

  it("a wall on this process hears the other process's simulator, and a wall there hears this one", async () => {
    const here = wall(local.url);
    const there = wall(other.url);
    await vi.waitFor(() => expect(local.app.realtime.subscriberCount(projectTopic('timeLog', '1'))).toBe(1));
    // Only the other process simulates: readings it publishes come here through the broker.
    await vi.waitFor(() => expect(here.some((body) => typeof body.deviceType === 'string')).toBe(true), {
      timeout: 15_000,
    });
    const nonce = randomUUID();
    await vi.waitFor(
      () => {
        local.app.realtime.publish(projectTopic('timeLog', '1'), { nonce });
        expect(there.some((body) => body.nonce === nonce)).toBe(true);
      },
      { timeout: 15_000, interval: 500 },
    );
  }, 40_000);
});
