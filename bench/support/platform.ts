import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

const startScript = fileURLToPath(new URL('../../e2e/support/start-server.mjs', import.meta.url));

/** The reference server on a fresh data folder (as the end-to-end tests start it), once it answers. */
export async function startPlatform(port: number): Promise<{ base: string; stop(): void }> {
  const base = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    );
  // Another server there (one a crashed run left behind) would answer in ours' place.
  if (await answers()) throw new Error(`port ${port} is in use: stop what runs there or choose another port`);
  const child: ChildProcess = spawn(process.execPath, [startScript], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await answers()) return { base, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 120 s');
}

/** A local data service for data-source widgets: answers a counter and counts the reads. */
export async function startCounter(): Promise<{ url: string; host: string; reads(): number; stop(): void }> {
  let reads = 0;
  const server: Server = createServer((_request, response) => {
    reads += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ value: reads }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const host = `127.0.0.1:${address.port}`;
  return { url: `http://${host}/value`, host, reads: () => reads, stop: () => server.close() };
}
