// Prints the realtime endpoint's figures: delivery latency and throughput of project-topic messages to
// many wall connections, and the server's memory around it. A script, not a test: it judges nothing.
// Server and clients share this process (and its 2 cores), so the figures are a floor, not a ceiling.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@site/server/src/app';
import { REALTIME_PATH } from '@site/server/src/modules/realtime/endpoint';
import { DEMO_SCREEN } from '@site/server/src/seed/demo';
import { projectTopic } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import { latencyFigures, type Sample } from './figures';

const CLIENT_COUNTS = [10, 100, 300];
const MESSAGES = 200;
const PACE_MS = 5;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = await mkdtemp(join(tmpdir(), 'bench-realtime-'));
const app = await createApp({
  dataDir,
  consoleDist: join(dataDir, 'none'),
  playerDist: join(dataDir, 'none'),
  simulator: false,
});
const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}${REALTIME_PATH}`;
const destination = projectTopic('timeLog', DEMO_SCREEN.projectId);

async function connectWalls(count: number, samples: Sample[]): Promise<RealtimeClient[]> {
  const clients: RealtimeClient[] = [];
  let connected = 0;
  for (let index = 0; index < count; index += 1) {
    const client = createRealtimeClient({
      url,
      playbackKey: DEMO_SCREEN.key,
      log: () => {},
      onConnectedChange: (up) => {
        if (up) connected += 1;
      },
    });
    client.subscribe<{ sentAt: number }>(
      { kind: 'project', topic: 'timeLog', projectId: DEMO_SCREEN.projectId },
      (message) => samples.push({ sentAt: message.body.sentAt, receivedAt: message.receivedAt }),
    );
    client.start();
    clients.push(client);
  }
  while (connected < count || app.realtime.subscriberCount(destination) < count) await sleep(50);
  return clients;
}

try {
  for (const count of CLIENT_COUNTS) {
    const samples: Sample[] = [];
    const heapBefore = process.memoryUsage();
    const clients = await connectWalls(count, samples);
    const connectedMemory = process.memoryUsage();
    const started = performance.now();
    for (let index = 0; index < MESSAGES; index += 1) {
      app.realtime.publish(destination, { sentAt: Date.now(), deviceId: `crane-${index % 4}`, index });
      await sleep(PACE_MS);
    }
    const expected = MESSAGES * count;
    const deadline = Date.now() + 60_000;
    while (samples.length < expected && Date.now() < deadline) await sleep(20);
    const seconds = (performance.now() - started) / 1000;
    const figures = latencyFigures(samples);
    console.log(
      `${count} walls × ${MESSAGES} messages (one per ${PACE_MS} ms): delivered ${samples.length}/${expected}` +
        ` in ${seconds.toFixed(2)} s (${Math.round(samples.length / seconds)} deliveries/s);` +
        ` latency p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${figures.max} ms;` +
        ` heap ${mb(heapBefore.heapUsed)} → ${mb(connectedMemory.heapUsed)} with the walls connected`,
    );
    await Promise.all(clients.map((client) => client.stop()));
    while (app.realtime.subscriberCount(destination) > 0) await sleep(50);
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
