import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope, LoginAnswer } from '@site/shared-schema';
import { openDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase } from './database';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/** A data folder and a seeded database that outlive the server processes started on them. */
export interface ProcessData {
  dataDir: string;
  database: TestDatabase;
  remove(): Promise<void>;
}

/**
 * The data of a server process: on PGlite the run's seeded snapshot written to `<dataDir>/pglite`, where
 * main.ts looks; on PostgreSQL a copy of the run's seeded database; with the seed's files. `empty`: a
 * database the first start migrates and seeds.
 */
export async function createProcessData(contents: 'seeded' | 'empty' = 'seeded'): Promise<ProcessData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'site-server-process-'));
  const database = await createTestDatabase(join(dataDir, 'pglite'), contents);
  if (database.target.kind === 'pglite') await (await openDatabase(database.target)).close();
  await database.copySeededFiles(join(dataDir, 'files'));
  return {
    dataDir,
    database,
    async remove() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now, on loopback. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * The server as production starts it (src/main.ts), in a process of its own on a free port, without the
 * simulator; resolved once it answers. tsx runs as an import hook of that node process, so the pid
 * killed is the server itself and not a launcher that would leave it running.
 */
export async function startServerProcess(
  data: ProcessData,
  env: Record<string, string> = {},
  /** 'bundle': the production build (dist/main.js, made by `pnpm build`) under plain Node. */
  run: 'source' | 'bundle' = 'source',
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { target } = data.database;
  const args =
    run === 'bundle' ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      DATABASE_URL: target.kind === 'postgres' ? target.url : '',
      SIMULATOR: 'off',
      BROKER_URL: '',
      ...env,
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  async function post<T = unknown>(path: string, body?: unknown, token?: string): Promise<Envelope<T>> {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as Promise<Envelope<T>>;
  }

  /** POST any raw request, e.g. a multipart upload. */
  async function send<T = unknown>(path: string, init: RequestInit, token?: string): Promise<Envelope<T>> {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      ...init,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
    return response.json() as Promise<Envelope<T>>;
  }

  async function login(loginName: string, password = `${loginName}123`): Promise<string> {
    const answer = await post<LoginAnswer>('/front/auth/loginByPassword', {
      loginName,
      password,
      clientType: 'WEB_SITE_C',
    });
    if (answer.code !== 200) throw new Error(`login ${loginName}: ${answer.code} ${answer.message}`);
    return answer.data.token;
  }

  /** Ends it with a signal and waits until it is gone: SIGKILL for a crash, SIGTERM for a stop. */
  async function end(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    if (!running()) return;
    child.kill(signal);
    await exited;
  }

  // A first start on PostgreSQL migrates and seeds before it listens: allow it two minutes.
  const until = Date.now() + 120_000;
  for (;;) {
    if (!running()) throw new Error(`the server process ended:\n${errors}`);
    const answer = await fetch(`${url}/front/no/such/call`, { method: 'POST' }).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > until) {
      await end('SIGKILL');
      throw new Error(`the server process did not answer within 120 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    post,
    send,
    login,
    /** A crash: no hook runs, nothing is flushed or handed back. */
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    /** How the process ended: its exit code, null while it runs or when a signal ended it. */
    exitCode: () => child.exitCode,
    /** The end of what it wrote to stderr. */
    errors: () => errors,
  };
}
