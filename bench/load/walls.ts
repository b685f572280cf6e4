// A share of the bench's walls in a process of its own (forked by main.ts): real walls each decode
// their messages on their own device, so one process decoding all 5,000 would time the bench's client
// rather than the servers. Connects `count` walls to the replicas in turn, reports how many are up, and
// on 'report' answers the delivery latency of every message heard (sent and received on Date.now()).
// client 'stomp': the walls' own client (SockJS, @stomp/stompjs); 'socket': SockJS's raw WebSocket and
// the server's frame codec, the least a wall must do to read a message (Node's --experimental-websocket).
import { REALTIME_PATH } from '@site/server/src/modules/realtime/endpoint';
import { destinationOf, encodeFrame, FrameDecoder, type Scope } from '@site/shared-realtime';
import { createRealtimeClient } from '@site/shared-realtime/client';

export type WallsCommand = { kind: 'report' } | { kind: 'stop' };
export type WallsReply =
  | { kind: 'connected'; connected: number }
  | { kind: 'latencies'; latencies: number[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const { urls, count, projectId, key, client } = JSON.parse(process.env.BENCH_WALLS ?? '{}') as {
  urls: string[];
  count: number;
  projectId: string;
  key: string;
  client: 'stomp' | 'socket';
};
const reply = (message: WallsReply) => process.send?.(message);

const latencies: number[] = [];
const walls: { stop(): unknown }[] = [];
let connected = 0;
const channel: Scope = { kind: 'project', topic: 'timeLog', projectId };
const onConnected = (up: boolean) => {
  connected += up ? 1 : -1;
};

function stompWall(url: string) {
  const wall = createRealtimeClient({
    url: `${url}${REALTIME_PATH}`,
    playbackKey: key,
    log: () => {},
    onConnectedChange: onConnected,
  });
  wall.subscribe<{ sentAt: number }>(channel, (message) =>
    latencies.push(message.receivedAt - message.body.sentAt),
  );
  wall.start();
  return wall;
}

function socketWall(url: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${REALTIME_PATH}/websocket`);
  const decoder = new FrameDecoder();
  const send = (command: string, headers: Record<string, string>) =>
    socket.send(encodeFrame({ command, headers, body: '' }));
  socket.onopen = () =>
    send('CONNECT', { 'accept-version': '1.2', 'heart-beat': '0,0', 'X-Playback-Key': key });
  socket.onmessage = (event) => {
    for (const frame of decoder.push(String(event.data))) {
      if (frame.command === 'CONNECTED') {
        send('SUBSCRIBE', { id: 'sub-0', destination: destinationOf(channel) });
        onConnected(true);
      }
      if (frame.command === 'MESSAGE')
        latencies.push(Date.now() - (JSON.parse(frame.body) as { sentAt: number }).sentAt);
    }
  };
  socket.onclose = () => onConnected(false);
  return { stop: () => socket.close() };
}

for (let index = 0; index < count; index += 1) {
  const url = urls[index % urls.length];
  walls.push(client === 'socket' ? socketWall(url) : stompWall(url));
  // A few at a time, as walls come up: SockJS handshakes need the loop between them.
  if (index % 50 === 49) await sleep(20);
}
const reporting = setInterval(() => reply({ kind: 'connected', connected }), 200);

process.on('message', async (command: WallsCommand) => {
  if (command.kind === 'report') reply({ kind: 'latencies', latencies });
  if (command.kind === 'stop') {
    clearInterval(reporting);
    await Promise.all(walls.map((wall) => wall.stop()));
    process.exit(0);
  }
});
