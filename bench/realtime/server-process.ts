// The server of the realtime benchmark, in a process of its own so the clients do not share its core.
// It publishes on command: `rate` messages per second on the project topic for `seconds`, each carrying
// its send time (both processes read the same system clock).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@site/server/src/app';
import { REALTIME_PATH } from '@site/server/src/modules/realtime/endpoint';
import { DEMO_SCREEN } from '@site/server/src/seed/demo';
import { projectTopic } from '@site/shared-realtime';

export type ServerCommand =
  | { kind: 'count' }
  | { kind: 'publish'; rate: number; seconds: number }
  | { kind: 'close' };

const port = {
  postMessage: (message: unknown) => process.send?.(message),
  on: (event: 'message', listener: (command: ServerCommand) => void) => process.on(event, listener),
};
if (!process.send) throw new Error('run as a child process with IPC');
const dataDir = await mkdtemp(join(tmpdir(), 'bench-realtime-'));
const app = await createApp({
  dataDir,
  consoleDist: join(dataDir, 'none'),
  playerDist: join(dataDir, 'none'),
  simulator: false,
});
const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}${REALTIME_PATH}`;
const destination = projectTopic('timeLog', DEMO_SCREEN.projectId);
port.postMessage({ kind: 'ready', url, projectId: DEMO_SCREEN.projectId, key: DEMO_SCREEN.key });

port.on('message', async (command: ServerCommand) => {
  if (command.kind === 'count') {
    port.postMessage({ kind: 'count', subscribers: app.realtime.subscriberCount(destination) });
  } else if (command.kind === 'publish') {
    const total = command.rate * command.seconds;
    const started = performance.now();
    for (let index = 0; index < total; index += 1) {
      // Paced against the start, so a slow publish does not stretch the run.
      const due = started + (index * 1000) / command.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      app.realtime.publish(destination, { sentAt: Date.now(), index, deviceId: `crane-${index % 4}` });
    }
    port.postMessage({ kind: 'published', total, heapUsed: process.memoryUsage().heapUsed });
  } else {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
    port.postMessage({ kind: 'closed' });
  }
});
