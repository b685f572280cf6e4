import { join } from 'node:path';
import type { Database, DatabaseTarget } from './db/client';
import { DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './modules/auth/rate-limit';
import { DEFAULT_SESSION_LIFETIME, type SessionLifetime } from './modules/auth/sessions';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './modules/file/file-types';
import type { ExportRecipe } from './modules/task/export-task';
import { PACKAGE_DIR } from './package-dir';
import type { StorageConfig, Stores } from './storage/stores';

export interface AppOptions {
  /**
   * Uploaded files go to `<dataDir>/files` and task files to `<dataDir>/tasks` unless `storage` names a
   * bucket; the embedded database to `<dataDir>/pglite`; files being received to `<dataDir>/incoming`.
   */
  dataDir: string;
  /** Local folders by default; an S3 bucket that several replicas share (S3_BUCKET...). */
  storage?: StorageConfig;
  /** Defaults to PGlite in `<dataDir>/pglite`. */
  database?: DatabaseTarget;
  /** Built apps to serve; default the sibling packages' dist folders. */
  consoleDist?: string;
  playerDist?: string;
  loginRateLimit?: LoginRateLimit;
  /** How long a session lives without a call, and at most however busy (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
  sessionLifetime?: SessionLifetime;
  uploadLimits?: UploadLimits;
  /** Largest JSON body in bytes. */
  bodyLimit?: number;
  /** Load the demo data (idempotent). */
  seed?: boolean;
  logger?: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (the client's address in logs and limits). */
  trustProxy?: boolean;
  /**
   * The origin clients reach the server at (PUBLIC_URL, e.g. https://site.example.com): absolute URLs of
   * stored files in answers and exports use it; without it they are server paths (/files/...).
   */
  publicUrl?: string | null;
  /** A weather service answering { city, wea, tem1, tem2 }; none means the weather call answers null. */
  weatherUrl?: string | null;
  /** The demo simulator (SIMULATOR=on): device readings and passages, and the weather when no service is set. */
  simulator?: boolean;
  /** Milliseconds between two rounds of the simulator (SIMULATOR_INTERVAL_MS); 0 runs rounds on request only. */
  simulatorIntervalMs?: number;
  /** amqp://… (RabbitMQ) or nats://… (NATS) to share realtime messages between processes; none: in memory. */
  brokerUrl?: string | null;
}

export type ResolvedOptions = Required<AppOptions>;

/** One round of readings and passages a minute by default. */
export const DEFAULT_SIMULATOR_INTERVAL_MS = 60_000;

export function resolveOptions(options: AppOptions): ResolvedOptions {
  return {
    dataDir: options.dataDir,
    storage: options.storage ?? { kind: 'local' },
    database: options.database ?? { kind: 'pglite', dataDir: join(options.dataDir, 'pglite') },
    consoleDist: options.consoleDist ?? join(PACKAGE_DIR, '../console/dist'),
    playerDist: options.playerDist ?? join(PACKAGE_DIR, '../player/dist'),
    loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    sessionLifetime: options.sessionLifetime ?? DEFAULT_SESSION_LIFETIME,
    uploadLimits: options.uploadLimits ?? DEFAULT_UPLOAD_LIMITS,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    seed: options.seed ?? true,
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    publicUrl: options.publicUrl?.replace(/\/+$/, '') || null,
    weatherUrl: options.weatherUrl ?? null,
    simulator: options.simulator ?? false,
    simulatorIntervalMs: options.simulatorIntervalMs ?? DEFAULT_SIMULATOR_INTERVAL_MS,
    brokerUrl: options.brokerUrl ?? null,
  };
}

/** What route modules are built from: the database, the options and where files are kept. */
export interface AppDeps extends Stores {
  db: Database;
  options: ResolvedOptions;
  /** The app's exports by name (defineExport), for a replica that makes again one cut off elsewhere. */
  exportRecipes: Map<string, ExportRecipe<unknown>>;
}
