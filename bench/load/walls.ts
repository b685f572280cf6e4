// A share of the bench's walls in a process of its own (forked by main.ts): real walls each decode
// their messages on their own device, so one process decoding all 5,000 would time the bench's client
// rather than the servers. Connects `count` walls to the replicas in turn, reports how many are up, and
// on 'report' answers the delivery latency of every message heard (sent and received on Date.now()).
import { REALTIME_PATH } from '@site/server/src/modules/realtime/endpoint';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';

export type WallsCommand = { kind: 'report' } | { kind: 'stop' };
export type WallsReply =
  | { kind: 'connected'; connected: number }
  | { kind: 'latencies'; latencies: number[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const { urls, count, projectId, key } = JSON.parse(process.env.BENCH_WALLS ?? '{}') as {
  urls: string[];
  count: number;
  projectId: string;
  key: string;
};
const reply = (message: WallsReply) => process.send?.(message);

const latencies: number[] = [];
const clients: RealtimeClient[] = [];
let connected = 0;
for (let index = 0; index < count; index += 1) {
  const client = createRealtimeClient({
    url: `${urls[index % urls.length]}${REALTIME_PATH}`,
    playbackKey: key,
    log: () => {},
    onConnectedChange: (up) => {
      connected += up ? 1 : -1;
    },
  });
  client.subscribe<{ sentAt: number }>({ kind: 'project', topic: 'timeLog', projectId }, (message) =>
    latencies.push(message.receivedAt - message.body.sentAt),
  );
  client.start();
  clients.push(client);
  // A few at a time, as walls come up: SockJS handshakes need the loop between them.
  if (index % 50 === 49) await sleep(20);
}
const reporting = setInterval(() => reply({ kind: 'connected', connected }), 200);

process.on('message', async (command: WallsCommand) => {
  if (command.kind === 'report') reply({ kind: 'latencies', latencies });
  if (command.kind === 'stop') {
    clearInterval(reporting);
    await Promise.all(clients.map((client) => client.stop()));
    process.exit(0);
  }
});
