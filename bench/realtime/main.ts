// Prints the realtime endpoint's figures: messages per second delivered to many subscribed wall
// connections from one server process, and the delivery latency percentiles. The server runs in a
// child process, the clients in this one (2 cores in all). A script, not a test: it judges nothing.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import { latencyFigures, type Sample } from './figures';
import type { ServerCommand } from './server-process';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const RATE = 10;
const SECONDS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const server = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const replies: Array<Record<string, unknown>> = [];
server.on('message', (message) => replies.push(message as Record<string, unknown>));
async function reply(kind: string): Promise<Record<string, unknown>> {
  for (;;) {
    const index = replies.findIndex((message) => message.kind === kind);
    if (index >= 0) return replies.splice(index, 1)[0];
    await sleep(20);
  }
}
const send = (command: ServerCommand) => server.send(command);

const { url, projectId, key } = (await reply('ready')) as { url: string; projectId: string; key: string };
const samples: Sample[] = [];
const clients: RealtimeClient[] = [];
const connectStarted = performance.now();
for (let index = 0; index < CLIENTS; index += 1) {
  const client = createRealtimeClient({ url, playbackKey: key, log: () => {} });
  client.subscribe<{ sentAt: number }>({ kind: 'project', topic: 'timeLog', projectId }, (message) =>
    samples.push({ sentAt: message.body.sentAt, receivedAt: message.receivedAt }),
  );
  client.start();
  clients.push(client);
}
for (;;) {
  send({ kind: 'count' });
  const { subscribers } = (await reply('count')) as { subscribers: number };
  if (subscribers >= CLIENTS) break;
  await sleep(200);
}
const connectSeconds = (performance.now() - connectStarted) / 1000;

const started = performance.now();
send({ kind: 'publish', rate: RATE, seconds: SECONDS });
const { total, heapUsed } = (await reply('published')) as { total: number; heapUsed: number };
const expected = total * CLIENTS;
const deadline = Date.now() + 30_000;
while (samples.length < expected && Date.now() < deadline) await sleep(20);
const seconds = (performance.now() - started) / 1000;
const figures = latencyFigures(samples);

console.log(`${CLIENTS} wall connections subscribed in ${connectSeconds.toFixed(1)} s`);
console.log(
  `${RATE} messages/s to each for ${SECONDS} s: delivered ${samples.length}/${expected}` +
    ` (${Math.round(samples.length / seconds)} messages/s in all)`,
);
console.log(
  `latency p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${figures.max} ms`,
);
console.log(`server heap ${mb(heapUsed)} with the connections open`);

await Promise.all(clients.map((client) => client.stop()));
send({ kind: 'close' });
await reply('closed');
server.disconnect();
