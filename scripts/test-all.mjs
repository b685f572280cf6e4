// Runs every test of the repository: typecheck, lint, unit and server integration (PGlite, and
// PostgreSQL when one answers), then end-to-end in Debian's Chromium and a day of bench/soak,
// installing the browser, a CJK font and nginx first when they are missing.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { stripVTControlCharacters } from 'node:util';

const started = Date.now();
const results = [];

// Lines that name a failed or flaky test (Vitest, Playwright's list reporter and its closing list), a
// type error or a lint finding, repeated in the summary so that its last lines say what went wrong.
const NOTABLE =
  /✘|^\s*FAIL\s|^\s*×\s|^\s+\d+ (failed|flaky)$|^\s+(\[\w+\] › )?tests\/\S+:\d+:\d+ › |error TS\d+|^\S+:\d+:\d+ \S+.*━/;

/** Runs a stage with its output passed through, keeping the lines NOTABLE picks out. */
async function run(label, command, env = {}) {
  console.log(`\n=== ${label}: ${command}`);
  const t0 = Date.now();
  const notable = [];
  const child = spawn(command, {
    shell: true,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const keep = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      out.write(chunk);
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines.map(stripVTControlCharacters))
        if (NOTABLE.test(line) && notable.length < 40) notable.push(line);
    });
  };
  keep(child.stdout, process.stdout);
  keep(child.stderr, process.stderr);
  const status = await new Promise((resolve) => child.on('close', resolve));
  results.push({ label, ok: status === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1), notable });
  return status === 0;
}

function hasPackage(name) {
  return spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status === 0;
}

/** Chromium and a CJK font for the end-to-end tests, nginx for the replicas-behind-nginx test. */
function ensureDebianPackages() {
  const missing = [];
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  if (!hasPackage('fonts-noto-cjk')) missing.push('fonts-noto-cjk');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx-light');
  if (missing.length === 0) return;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`Installing ${missing.join(' ')} from Debian's packages`);
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000);
    const answer = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

/*
 * The suites of the real services (PostgreSQL lost and back, the brokers, replicas behind nginx) run
 * once: in the PostgreSQL stage when PostgreSQL answers, as production runs, else in the first stage,
 * where each skips what it cannot reach.
 */
const REAL_SERVICE_SUITES = [
  'src/db/faults-postgres.test.ts',
  'src/db/start-lock.test.ts',
  'src/modules/realtime/broker.test.ts',
  'src/modules/realtime/broker-process.test.ts',
  'src/modules/realtime/faults-broker.test.ts',
  'src/replicas.test.ts',
];
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = await reachable(postgresUrl);

ensureDebianPackages();
await run('typecheck', 'pnpm run typecheck');
await run('lint', 'pnpm run lint');
const once = postgres ? REAL_SERVICE_SUITES.map((suite) => ` --exclude '**/${suite}'`).join('') : '';
await run('unit and server integration (PGlite)', `pnpm exec vitest run${once}`);

if (postgres) {
  await run('server integration (PostgreSQL)', 'pnpm exec vitest run --project server', {
    DATABASE_URL: postgresUrl,
  });
} else {
  console.log(`\nPostgreSQL not reachable at ${postgresUrl}: its suite is skipped.`);
}

await run('end-to-end (Chromium)', 'pnpm run test:e2e');
// bench/soak's short form on the embedded defaults (the built player from the end-to-end stage): a day
// of wall time with two outages, the first hour in 5-minute steps and the rest in 10-minute steps (every
// poll reads once a step), a simulator round a second; it fails on page errors, stale data or an outage
// the walls did not tell. It judges no figure, so it skips the full form's costs: a first hour at the
// walls' 30 s poll (120 steps) and a round every 200 ms kept the server busy and took over 5 minutes
// before the first sample on 2 cores (2026-11-30).
await run('soak, one day of wall time', 'pnpm --filter @site/bench run soak', {
  BENCH_SOAK_DAYS: '1',
  BENCH_SOAK_FIRST_STEP_S: '300',
  BENCH_SOAK_STEP_S: '600',
  BENCH_SOAK_ROUND_MS: '1000',
  BENCH_SOAK_SAMPLE_H: '6',
  BENCH_SOAK_EMBEDDED: '1',
  BENCH_SOAK_SNAPSHOTS: '0',
});

console.log('\n=== summary');
for (const { label, ok, seconds, notable } of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}  (${seconds} s)`);
  for (const line of notable) console.log(`      ${line.trim()}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed === 0 ? 0 : 1);
