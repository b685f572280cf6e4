import { resolve } from 'node:path';
import { createApp } from './app';
import { DEFAULT_SESSION_LIFETIME } from './modules/auth/sessions';
import { playPath } from './modules/screen/answers';
import { DEFAULT_SIMULATOR_INTERVAL_MS } from './options';
import { DEMO_ACCOUNTS, DEMO_SCREEN, SHOWCASE_SCREEN } from './seed/demo';
import { storageOfEnv } from './storage/stores';

/**
 * Environment: PORT (8080), HOST (0.0.0.0), DATA_DIR (./data from the working directory: server/data
 * when started through pnpm), DATABASE_URL (PostgreSQL instead of the embedded PGlite), TRUST_PROXY
 * (on behind a reverse proxy), PUBLIC_URL (the origin clients reach, for absolute file URLs), SIMULATOR (on|off, default on: the demo simulator), SIMULATOR_INTERVAL_MS
 * (60000: the time between two rounds of the simulator), BROKER_URL (amqp://… for RabbitMQ or nats://… for
 * NATS: realtime fan-out between several server processes; unset, in memory), WEATHER_URL (the
 * weather service of the clock widget), SESSION_IDLE_MINUTES (240) and SESSION_MAX_HOURS (168): how long a
 * session lives without a call and at most, CONSOLE_DIST and PLAYER_DIST (built apps to serve instead of the
 * sibling packages' dist folders), S3_BUCKET (uploads and task files in this S3 bucket instead of DATA_DIR, so
 * that replicas share them) with S3_ENDPOINT (another server than AWS, e.g. MinIO), S3_REGION (us-east-1),
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PATH_STYLE (on; off puts the bucket in the host name).
 */
const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
const dataDir = resolve(env.DATA_DIR ?? 'data');
const simulator = env.SIMULATOR !== 'off';
const simulatorIntervalMs = env.SIMULATOR_INTERVAL_MS ? Number(env.SIMULATOR_INTERVAL_MS) : undefined;
if (simulatorIntervalMs !== undefined && !(simulatorIntervalMs > 0))
  throw new Error('SIMULATOR_INTERVAL_MS: a number of milliseconds above 0');

const idleMs = env.SESSION_IDLE_MINUTES ? Number(env.SESSION_IDLE_MINUTES) * 60_000 : undefined;
const maxMs = env.SESSION_MAX_HOURS ? Number(env.SESSION_MAX_HOURS) * 3_600_000 : undefined;
for (const [name, value] of [
  ['SESSION_IDLE_MINUTES', idleMs],
  ['SESSION_MAX_HOURS', maxMs],
] as const)
  if (value !== undefined && !(value > 0)) throw new Error(`${name}: a number above 0`);

const storage = storageOfEnv(env);
const app = await createApp({
  dataDir,
  storage,
  database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : undefined,
  trustProxy: env.TRUST_PROXY === 'on',
  publicUrl: env.PUBLIC_URL || null,
  weatherUrl: env.WEATHER_URL || null,
  simulator,
  simulatorIntervalMs,
  brokerUrl: env.BROKER_URL || null,
  sessionLifetime: {
    idleMs: idleMs ?? DEFAULT_SESSION_LIFETIME.idleMs,
    maxMs: maxMs ?? DEFAULT_SESSION_LIFETIME.maxMs,
  },
  consoleDist: env.CONSOLE_DIST || undefined,
  playerDist: env.PLAYER_DIST || undefined,
  logger: true,
});
await app.listen({ port, host });

const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`\nSite platform server: http://${shownHost}:${port}/`);
console.log(
  `Data: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}, files in ${storage.kind === 's3' ? `the S3 bucket ${storage.bucket}` : `${dataDir}/files`}`,
);
if (simulator)
  console.log(
    `Simulator on: device readings and passages every ${(simulatorIntervalMs ?? DEFAULT_SIMULATOR_INTERVAL_MS) / 1000} s, demo weather unless WEATHER_URL is set.`,
  );
if (env.BROKER_URL) console.log(`Realtime fan-out through ${new URL(env.BROKER_URL).protocol.slice(0, -1)}.`);
console.log('\nDemo accounts:');
for (const account of DEMO_ACCOUNTS) {
  console.log(`  ${account.loginName.padEnd(10)} ${account.password.padEnd(13)} ${account.note}`);
}

// The demo wall: the fixed key of the seeded screen (revoking it in the designer ends this URL).
console.log(`\nDemo wall: http://${shownHost}:${port}${playPath(DEMO_SCREEN.id, DEMO_SCREEN.key)}`);
console.log(`Every widget: http://${shownHost}:${port}${playPath(SHOWCASE_SCREEN.id, SHOWCASE_SCREEN.key)}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
