// Prints the latency of the people lists at a large site (10,000 people, 1,000,000 entry/exit records,
// 1,000,000 crane readings),
// the time and server memory of exporting 100,000 rows and importing 10,000, and the latency of other
// calls while the import runs: on PGlite, then on PostgreSQL when one answers at BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres; a database of its own is created and dropped).
// The server runs as production starts it, in a process of its own (its RSS is read from /proc);
// calls go one at a time over loopback. BENCH_REQUESTS sets the measured requests per list (300);
// BENCH_DATABASE=pglite or postgres measures one database only; BENCH_ONLY=plates measures the plate
// record lists alone, without the people, their records and the export and import.
// A script, not a test: it prints the budgets beside the figures and never fails on them.
import { formatDateTime } from '@site/shared-schema';
import { type BenchDatabase, pgliteDatabase, postgresDatabase, reachable } from '../support/databases';
import { login } from '../support/session';
import {
  attendanceReportCases,
  identifyRecordCases,
  personListCases,
  plateRecordCases,
  recordListCases,
} from './cases';
import { measureExport } from './export-figure';
import { fillSite } from './fill';
import { fillPlates } from './fill-plates';
import { measureImport } from './import-figure';
import { type Api, measureCase } from './latency';
import { printExport, printImport, printLists, printSite } from './report';
import { type ServerProcess, startServer } from './server-process';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PLATES_ONLY = process.env.BENCH_ONLY === 'plates';
const WARM_UP = 20;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const step = (text: string) => console.log(`  … ${text}`);

// What a Ctrl-C must not leave behind: the server process, the data folder, the PostgreSQL database.
let server: ServerProcess | undefined;
let database: BenchDatabase | undefined;
async function cleanUp(): Promise<void> {
  await server?.stop();
  server = undefined;
  await database?.remove();
  database = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

async function fillPeople(target: BenchDatabase) {
  const started = performance.now();
  const site = await fillSite(target);
  printSite(site, (performance.now() - started) / 1000);
  return site;
}

async function benchOn(open: () => Promise<BenchDatabase>, label: string): Promise<void> {
  console.log(`\n=== ${label}`);
  database = await open();
  let started = performance.now();
  server = await startServer(database);
  await server.stop();
  step(`migrated and seeded the demo in ${seconds(started)}`);
  const site = PLATES_ONLY ? undefined : await fillPeople(database);
  started = performance.now();
  const plates = await fillPlates(database);
  step(
    `${plates.records.toLocaleString('en-US')} plate records (${plates.recordDayCount} on ${plates.recordDay}) in ${seconds(started)}`,
  );
  server = await startServer(database);
  const api: Api = { base: server.base, token: await login(server.base) };
  const today = formatDateTime(Date.now()).slice(0, 10);

  started = performance.now();
  const lists = [];
  for (const call of [
    ...(site
      ? [
          ...personListCases(site, today),
          ...recordListCases(site),
          ...identifyRecordCases(site, today),
          ...attendanceReportCases(site),
        ]
      : []),
    ...plateRecordCases(plates, today),
  ]) {
    lists.push(await measureCase(api, call, REQUESTS, WARM_UP));
  }
  printLists(lists, database.label === 'PostgreSQL', seconds(started));
  if (site) {
    printExport(await measureExport(api, server.pid, site), site.exportRows);
    printImport(await measureImport(api, server.pid, site, today));
  }
  const ended = server.ended();
  if (ended) console.log(`\n${ended}`);
}

const wanted = process.env.BENCH_DATABASE;
const databases: [string, () => Promise<BenchDatabase>][] = [];
if (wanted !== 'postgres') databases.push(['PGlite (embedded default)', pgliteDatabase]);
if (wanted !== 'pglite') {
  if (await reachable(POSTGRES_URL)) {
    databases.push([`PostgreSQL at ${new URL(POSTGRES_URL).host}`, () => postgresDatabase(POSTGRES_URL)]);
  } else {
    console.log(`PostgreSQL does not answer at ${new URL(POSTGRES_URL).host}: it is not measured.`);
  }
}
for (const [label, open] of databases) {
  try {
    await benchOn(open, label);
  } finally {
    await cleanUp();
  }
}
