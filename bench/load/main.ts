// Prints what the production topology serves under load, on this machine's PostgreSQL, RabbitMQ and
// nginx (docker/'s shape without Docker): requests per second and p50/p99 of the person list, the record
// list and the dashboard's calls at a large site (10,000 people, 1,000,000 entry/exit records), served by
// one replica and by two behind nginx; then the delivery of messages published on the broker to
// BENCH_CLIENTS (5,000) wall connections, half on each replica, held by BENCH_WALL_PROCESSES (2) processes
// of their own (walls.ts). (nginx's realtime upstream sticks a client to a replica by its address,
// ip_hash, so walls on one loopback address would all reach one: the bench connects them to the replicas
// directly, as walls of many addresses spread.)
// BENCH_SECONDS (10) per case, BENCH_CONCURRENCY (16) callers at once. All traffic stays on loopback and
// every loop is bounded in time; BENCH_ONLY=realtime measures the delivery alone. A script, not a test:
// it prints figures and judges nothing.
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openBroker } from '@site/server/src/modules/realtime/broker';
import { DEMO_SCREEN } from '@site/server/src/seed/demo';
import { type Nginx, startNginx } from '@site/server/src/test/nginx';
import { projectTopic } from '@site/shared-realtime';
import { DASHBOARD_API, formatDateTime, PERSONNEL_API, WIDGET_CALLS } from '@site/shared-schema';
import { personListCases, recordListCases } from '../api/cases';
import { fillSite } from '../api/fill';
import type { CallCase } from '../api/latency';
import { type ServerProcess, startServer } from '../api/server-process';
import { latencyPercentiles } from '../realtime/figures';
import { type BenchDatabase, postgresDatabase, reachable } from '../support/databases';
import { login } from '../support/session';
import { type LoadFigures, measureLoad } from './load';
import type { WallsCommand, WallsReply } from './walls';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BROKER_URL = process.env.BENCH_BROKER_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const WALL_PROCESSES = Number(process.env.BENCH_WALL_PROCESSES ?? 2);
/** The walls' client (walls.ts): stomp, their own, or socket, the least reading a message takes. */
const WALL_CLIENT = process.env.BENCH_WALL_CLIENT === 'socket' ? 'socket' : 'stomp';
/** BENCH_ONLY=realtime: the delivery to the walls alone, on the demo data, without the fill and the calls. */
const REALTIME_ONLY = process.env.BENCH_ONLY === 'realtime';
/** Messages published for the delivery figures, one every MESSAGE_GAP_MS. */
const MESSAGES = 20;
const MESSAGE_GAP_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nginxInstalled = spawnSync('sh', ['-c', 'nginx -v >/dev/null 2>&1']).status === 0;
const missing = [
  !(await reachable(POSTGRES_URL)) && `PostgreSQL at ${new URL(POSTGRES_URL).host}`,
  !(await reachable(BROKER_URL.replace(/^amqp:/, 'http:'))) && `RabbitMQ at ${new URL(BROKER_URL).host}`,
  !nginxInstalled && 'nginx',
].filter(Boolean);
if (missing.length > 0) {
  console.log(`Not measured: ${missing.join(', ')} not found.`);
  process.exit(0);
}

let database: BenchDatabase | undefined;
const servers: ServerProcess[] = [];
let front: Nginx | undefined;
const wallProcesses: ChildProcess[] = [];
async function cleanUp(): Promise<void> {
  await Promise.all(
    wallProcesses.map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ kind: 'stop' } satisfies WallsCommand);
      return exited;
    }),
  );
  await front?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await database?.remove();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));

/** The calls of the console's dashboard, one after another as a page opening sends them, and two walls' charts. */
function dashboardCases(projectId: string): CallCase[] {
  const body = () => ({ projectId });
  return [
    { label: 'dashboard: project figures', path: DASHBOARD_API.projectDataCount, body },
    { label: 'dashboard: devices', path: DASHBOARD_API.projectDeviceData, body },
    { label: 'dashboard: people inside', path: PERSONNEL_API.statisticsPersonCount, body },
    {
      label: 'dashboard: attendance today',
      path: WIDGET_CALLS.attendanceCount.path,
      body: () => ({ projectId, areaIdList: [] }),
    },
    {
      label: 'wall: hourly chart',
      path: WIDGET_CALLS.personInChart.path,
      body: () => ({ projectId, areaIdList: [] }),
    },
    {
      label: 'wall: area attendance',
      path: WIDGET_CALLS.areaAttendance.path,
      body: () => ({ projectId, areaIdList: [] }),
    },
  ];
}

function printLoad(title: string, rows: LoadFigures[]): void {
  console.log(`\n${title} (${CONCURRENCY} callers, ${SECONDS} s a case)`);
  console.log(
    '  case'.padEnd(48),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'failed'.padStart(7),
  );
  for (const row of rows) {
    console.log(
      `  ${row.label}`.padEnd(48),
      row.requestsPerSecond.toFixed(0).padStart(8),
      row.p50.toFixed(1).padStart(8),
      row.p99.toFixed(1).padStart(8),
      String(row.failures).padStart(7),
    );
  }
}

async function measureAll(base: string, cases: CallCase[]): Promise<LoadFigures[]> {
  const token = await login(base);
  const rows: LoadFigures[] = [];
  for (const call of cases) rows.push(await measureLoad(base, token, call, CONCURRENCY, SECONDS));
  return rows;
}

/** Connects the walls (WALL_PROCESSES processes) to the replicas in turn, publishes on the broker, times each delivery. */
async function measureDelivery(urls: string[]): Promise<void> {
  const { projectId, key } = DEMO_SCREEN;
  const connectedOf = new Map<ChildProcess, number>();
  const latenciesOf = new Map<ChildProcess, number[]>();
  const started = performance.now();
  for (let index = 0; index < WALL_PROCESSES; index += 1) {
    const count = Math.floor(CLIENTS / WALL_PROCESSES) + (index < CLIENTS % WALL_PROCESSES ? 1 : 0);
    const child = fork(fileURLToPath(new URL('./walls.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx', '--experimental-websocket', '--no-warnings'],
      env: {
        ...process.env,
        BENCH_WALLS: JSON.stringify({ urls, count, projectId, key, client: WALL_CLIENT }),
      },
    });
    child.on('message', (message: WallsReply) => {
      if (message.kind === 'connected') connectedOf.set(child, message.connected);
      else latenciesOf.set(child, message.latencies);
    });
    wallProcesses.push(child);
  }
  const connectedWalls = () => [...connectedOf.values()].reduce((sum, count) => sum + count, 0);
  const until = performance.now() + 120_000;
  while (connectedWalls() < CLIENTS && performance.now() < until) await sleep(200);
  const connected = connectedWalls();
  console.log(
    `\nRealtime: ${connected} of ${CLIENTS} walls connected to ${urls.length} replicas in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // Subscriptions follow the CONNECT: give them a moment before publishing.
  await sleep(2000);
  const broker = await openBroker(
    BROKER_URL,
    () => {},
    () => {},
  );
  if (!broker) throw new Error('the broker did not open');
  const destination = projectTopic('timeLog', projectId);
  for (let message = 0; message < MESSAGES; message += 1) {
    broker.publish({ destination, json: JSON.stringify({ sentAt: Date.now() }) });
    await sleep(MESSAGE_GAP_MS);
  }
  await sleep(3000);
  await broker.close();
  for (const child of wallProcesses) child.send({ kind: 'report' } satisfies WallsCommand);
  while (latenciesOf.size < wallProcesses.length) await sleep(100);
  const latencies = [...latenciesOf.values()].flat();
  const expected = MESSAGES * connected;
  const { p50, p95, p99, max } = latencyPercentiles(latencies);
  console.log(
    `  ${MESSAGES} messages on RabbitMQ to ${connected} ${WALL_CLIENT} walls in ${WALL_PROCESSES} processes: ${latencies.length} of ${expected} delivered; p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms (budget 200), max ${max} ms`,
  );
}

try {
  console.log(
    `=== PostgreSQL at ${new URL(POSTGRES_URL).host}, RabbitMQ at ${new URL(BROKER_URL).host}, nginx`,
  );
  database = await postgresDatabase(POSTGRES_URL);
  const env = { BROKER_URL, TRUST_PROXY: 'on' };
  if (REALTIME_ONLY) {
    servers.push(await startServer(database, env));
    servers.push(await startServer(database, env));
  } else {
    const first = await startServer(database);
    await first.stop();
    const site = await fillSite(database);
    console.log(
      `  filled: ${site.workers.toLocaleString('en-US')} workers, 1,000,000 records,` +
        ` ${site.todayCount.toLocaleString('en-US')} of them today so far`,
    );
    const today = formatDateTime(Date.now()).slice(0, 10);
    const cases = [
      personListCases(site, today)[0],
      personListCases(site, today)[3],
      ...recordListCases(site).slice(0, 2),
      ...dashboardCases(site.projectId),
    ];
    servers.push(await startServer(database, env));
    printLoad('One replica, called directly', await measureAll(servers[0].base, cases));
    servers.push(await startServer(database, env));
    front = await startNginx(servers.map((server) => new URL(server.base).host));
    printLoad('Two replicas behind nginx', await measureAll(front.url, cases));
  }
  await measureDelivery(servers.map((server) => server.base));
} finally {
  await cleanUp();
}
