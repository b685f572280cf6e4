import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { BenchDatabase } from '../support/databases';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
// tsx as an import hook of this node process: the child's pid is the server itself, whose memory we read.
const tsxLoader = import.meta.resolve('tsx');

export interface ServerProcess {
  base: string;
  pid: number;
  /** null while it runs; else how it ended, with the end of what it wrote to stderr. */
  ended(): string | null;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Any HTTP answer: the server listens only once its migrations and seed are done. */
const answers = (base: string) =>
  fetch(`${base}/`).then(
    () => true,
    () => false,
  );

/**
 * The reference server as production starts it (server/src/main.ts), in a process of its own on loopback,
 * without the simulator, on the bench's database and DATA_DIR; resolved once it answers.
 */
export async function startServer(
  database: BenchDatabase,
  /** More of its environment, e.g. BROKER_URL for a replica. */
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      SIMULATOR: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = () =>
    child.exitCode === null && child.signalCode === null
      ? null
      : `the server ended (${child.exitCode ?? child.signalCode}):\n${errors}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
  };
  // A first start on PGlite creates its data folder, migrates and seeds: allow a few minutes.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${errors}`);
    if (await answers(base)) return { base, pid: child.pid ?? 0, ended, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server did not answer within 300 s:\n${errors}`);
}
