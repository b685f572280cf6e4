// A week of a wall's life in minutes: the showcase and the overview walls play with their clocks
// driven ahead by Playwright's fake clock, step by step, while the simulator pushes passages and
// readings; the server (and the broker with it) is killed and started again twice. Prints heap after
// GC, DOM nodes, listeners, live timers and sockets through the run, and their growth from the first
// hour and from the second day to the last, and what heap snapshots say grew. It judges no figure (the
// budgets are in the issue and the note); it fails on page errors, stale data or an unnoticed outage.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { playPath } from '@site/server/src/modules/screen/answers';
import { DEMO_SCREEN, SHOWCASE_SCREEN } from '@site/server/src/seed/demo';
import { LIVE_POLL_MS } from '@site/shared-schema';
import { type BenchDatabase, pgliteDatabase, postgresDatabase, reachable } from '../support/databases';
import { grownGroups, grownKinds, heapGroups } from '../support/heap-diff';
import { allRendered } from '../support/rendered';
import { openWall, type Wall } from './probe';
import { growthLines, HOUR_MS, isFresh, type Row, tableHeader, tableRow } from './report';
import { soakServer } from './server';

const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 18195);
/** Days of wall time the run covers (BENCH_SOAK_DAYS, 7; CI's short form passes less). */
const DAYS = Number(env.BENCH_SOAK_DAYS ?? 7);
/**
 * Wall time per step (BENCH_SOAK_STEP_S, 300): every due timer fires once a step, so each live call
 * reads at most once a step. A step costs the walls ~0.3 s of rendering on 2 cores, which is what
 * bounds the run: a 30 s step (every poll of a real week) takes about an hour.
 */
const STEP_MS = Number(env.BENCH_SOAK_STEP_S ?? 300) * 1000;
const SAMPLE_EVERY_MS = Number(env.BENCH_SOAK_SAMPLE_H ?? 12) * HOUR_MS;
/**
 * Wall time per step in the first hour (BENCH_SOAK_FIRST_STEP_S): the walls' poll, so that the baseline
 * sample has done a real hour's reads. CI's short form, which judges no figure, passes a longer one: at
 * the poll's 30 s that hour is 120 steps, more than the rest of its day.
 */
const FIRST_STEP_MS = Number(env.BENCH_SOAK_FIRST_STEP_S ?? LIVE_POLL_MS / 1000) * 1000;
/** Real ms between two simulator rounds (a real site's one a minute, sped up with the walls' clocks). */
const ROUND_MS = env.BENCH_SOAK_ROUND_MS ?? '200';
const POSTGRES_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RABBITMQ_URL = env.BENCH_BROKER_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
/**
 * V8 flags for the walls' browser (BENCH_SOAK_JS_FLAGS), to tell the walls' own growth from the code V8
 * compiles as they run: `--jitless` compiles none.
 */
const JS_FLAGS = env.BENCH_SOAK_JS_FLAGS ? [`--js-flags=${env.BENCH_SOAK_JS_FLAGS}`] : [];
/** Each wall's heap snapshots of the first hour and the end, compared (BENCH_SOAK_SNAPSHOTS=0: not). */
const SNAPSHOTS = env.BENCH_SOAK_SNAPSHOTS !== '0';

const workDir = fileURLToPath(new URL(`../.data/soak-${PORT}/`, import.meta.url));
const playerDir = `${workDir}player`;
const builtPlayer = fileURLToPath(new URL('../../player/dist/', import.meta.url));

function preparePlayer(): void {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  cpSync(builtPlayer, playerDir, { recursive: true });
  // Heart-beats off: the walls' clocks jump ahead of the server's beats, which would read as a dead
  // socket every step. A lost socket still shows at once: the server's end closes it.
  writeFileSync(
    `${playerDir}/config.json`,
    JSON.stringify({
      commonBaseUrl: '',
      siteBaseUrl: '',
      socketUrl: '/realtime',
      socketReconnectMs: 1000,
      socketHeartbeatMs: 0,
    }),
  );
}

/**
 * PostgreSQL and RabbitMQ where both are reachable (the production shape; the broker is stopped and
 * started with the server), else the embedded defaults, whose broker dies with the server.
 */
const external =
  env.BENCH_SOAK_EMBEDDED !== '1' &&
  (await reachable(POSTGRES_URL)) &&
  (await reachable(RABBITMQ_URL.replace(/^amqp:/, 'http:')));
const database: BenchDatabase = external ? await postgresDatabase(POSTGRES_URL) : await pgliteDatabase();
const BROKER_URL = external ? RABBITMQ_URL : '';
const server = soakServer(PORT, {
  DATA_DIR: database.dataDir,
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  ...(BROKER_URL ? { BROKER_URL } : {}),
  PLAYER_DIST: playerDir,
  SIMULATOR: 'on',
  SIMULATOR_INTERVAL_MS: ROUND_MS,
});

const broker = (action: 'stop_app' | 'start_app') => {
  if (BROKER_URL) execFileSync('rabbitmqctl', [action], { stdio: 'ignore' });
};

const WALLS = [
  { name: 'showcase', screen: SHOWCASE_SCREEN },
  { name: 'overview', screen: DEMO_SCREEN },
] as const;

const rows: Row[] = [];
function record(row: Row): void {
  rows.push(row);
  console.log(tableRow(row));
}

const browser = await chromium.launch({
  executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    ...JS_FLAGS,
  ],
});
preparePlayer();
await server.start();
const started = Date.now();
// The walls' clocks start a week back, so they end on today and the days they ask for hold records.
const clockStart = started - DAYS * 24 * HOUR_MS;
const walls: { name: string; wall: Wall; firstSnapshot?: string }[] = [];
let noticed = 0;
try {
  for (const { name, screen } of WALLS) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
    const wall = await openWall(context, clockStart);
    await wall.page.goto(`${server.base}${playPath(screen.id, screen.key)}`);
    await allRendered(wall.page);
    walls.push({ name, wall });
  }
  const wallTime = () => walls[0].wall.page.evaluate(() => Date.now());
  const step = async (ms: number) => {
    await Promise.all(walls.map(({ wall }) => wall.page.clock.fastForward(ms)));
    await Promise.all(walls.map(({ wall }) => wall.settled()));
  };
  /**
   * A widget marked stale by an answer slower than a step (a loaded machine) gets the seconds of wall time
   * its own retry takes, as after an outage; one still stale 30 s (real) later is sampled as it stands.
   */
  const settleStale = async () => {
    const since = Date.now();
    for (;;) {
      const marks = await Promise.all(walls.map(({ wall }) => wall.marks()));
      if (marks.every(({ stale }) => stale === 0) || Date.now() - since > 30_000) return;
      await step(1_000);
    }
  };
  const sampleAll = async () => {
    await settleStale();
    const at = (await wallTime()) - clockStart;
    for (const { name, wall } of walls) record({ atMs: at, wall: name, sample: await wall.sample() });
  };
  /** Kills the server (and the broker), lets the walls notice, starts both again, waits for fresh data. */
  const outage = async () => {
    await server.kill();
    broker('stop_app');
    await Promise.all(walls.map(({ wall }) => wall.cutOff()));
    // Past the walls' 15 s before they say they are cut off.
    await step(20_000);
    const cut = await Promise.all(walls.map(({ wall }) => wall.marks()));
    noticed += cut.filter((marks) => marks.notice).length;
    console.log(
      `  outage: the lost-connection note shows on ${cut.filter((marks) => marks.notice).length} of ${walls.length} walls`,
    );
    broker('start_app');
    await server.start();
    const back = Date.now();
    // Reconnects and retries run on the walls' clocks: keep them moving a little while waiting.
    for (;;) {
      await step(1_000);
      const marks = await Promise.all(walls.map(({ wall }) => wall.marks()));
      if (marks.every(({ stale, notice }) => stale === 0 && !notice)) break;
      if (Date.now() - back > 120_000) throw new Error('the walls were not fresh 120 s after the restart');
    }
    console.log(
      `  restarted: walls fresh again ${((Date.now() - back) / 1000).toFixed(1)} s (real) after the server answered`,
    );
  };

  console.log(
    `${DAYS} days of wall time in steps of ${STEP_MS / 1000} s (the first hour ${FIRST_STEP_MS / 1000} s)` +
      `; simulator round every ${ROUND_MS} ms (real)` +
      `; ${external ? `PostgreSQL and RabbitMQ at ${new URL(RABBITMQ_URL).hostname}` : 'PGlite and the embedded broker'}`,
  );
  console.log(tableHeader());
  const totalMs = DAYS * 24 * HOUR_MS;
  const outages = [totalMs / 3, (2 * totalMs) / 3];
  const expectedNotices = walls.length * outages.length;
  let nextSample = HOUR_MS;
  for (
    let elapsed = (await wallTime()) - clockStart;
    elapsed < totalMs;
    elapsed = (await wallTime()) - clockStart
  ) {
    await step(elapsed < HOUR_MS ? FIRST_STEP_MS : STEP_MS);
    if (outages.length > 0 && elapsed >= outages[0]) {
      outages.shift();
      await outage();
    }
    if (elapsed >= nextSample) {
      await sampleAll();
      if (SNAPSHOTS) for (const wall of walls) wall.firstSnapshot ??= await wall.wall.snapshot();
      nextSample += SAMPLE_EVERY_MS;
    }
  }
  await sampleAll();

  console.log(`\nreal time: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  for (const { name, wall, firstSnapshot } of walls) {
    for (const line of growthLines(
      name,
      rows.filter((row) => row.wall === name),
    ))
      console.log(line);
    console.log(`  page errors: ${wall.errors.length}`);
    for (const error of wall.errors.slice(0, 5)) console.log(`    ${error}`);
    for (const [failure, count] of [...wall.failures].sort((a, b) => b[1] - a[1]).slice(0, 5))
      console.log(`  failed ${count}×: ${failure}`);
    if (firstSnapshot === undefined) continue;
    const [before, after] = [heapGroups(firstSnapshot), heapGroups(await wall.snapshot())];
    console.log(`  heap snapshots, first hour → end, by kind: ${grownKinds(before, after)}`);
    console.log('  grown most:');
    for (const line of grownGroups(before, after, 10)) console.log(`  ${line}`);
  }
  // What the run must show whatever the machine's speed: no errors, data fresh, every outage noticed.
  const problems = [
    ...walls.filter(({ wall }) => wall.errors.length > 0).map(({ name }) => `${name}: page errors`),
    ...rows
      .filter((row) => !isFresh(row.sample))
      .map((row) => `${row.wall}: data not fresh at ${(row.atMs / HOUR_MS).toFixed(0)} h`),
    ...(noticed < expectedNotices
      ? [`the lost-connection note showed ${noticed} times, not ${expectedNotices}`]
      : []),
  ];
  for (const problem of problems) console.log(`FAILED: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.kill();
  await database.remove();
  rmSync(workDir, { recursive: true, force: true });
}
