import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db/client';
import { installErrorHandling } from './http/errors';
import { registerRoutes } from './http/route';
import { installSecurityHeaders } from './http/security-headers';
import { serveApps } from './http/static-apps';
import { allRoutes } from './modules';
import { accessControl } from './modules/auth/access';
import { mountDisplayReports } from './modules/display/report';
import { mountRealtime } from './modules/realtime/endpoint';
import { answerDeviceRequests } from './modules/realtime/requests';
import { mountSimulator } from './modules/simulator/schedule';
import { mountTaskRunner } from './modules/task/import-runner';
import { mountFaceDevices } from './modules/verify-device/mount';
import { cameraChannelRequest } from './modules/video/channel-request';
import { mountCameraStreams } from './modules/video/live';
import { type AppOptions, resolveOptions } from './options';
import { seedDemo } from './seed';
import { openStores } from './storage/stores';

/**
 * Builds the server: database migrated (and seeded), API routes, the realtime socket, files and the two
 * apps. Not listening yet.
 */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const resolved = resolveOptions(options);
  // PGlite creates its own folder but not the folders above it.
  await mkdir(resolved.dataDir, { recursive: true });
  const stores = await openStores(resolved.dataDir, resolved.storage);
  const database = await openDatabase(resolved.database, async (db) => {
    if (resolved.seed) await seedDemo(db, stores);
  });
  try {
    const app = Fastify({
      logger: resolved.logger && { level: 'warn' },
      bodyLimit: resolved.bodyLimit,
      trustProxy: resolved.trustProxy,
    });
    app.addHook('onClose', () => database.close());
    installErrorHandling(app);
    await installSecurityHeaders(app);
    await app.register(multipart);
    const deps = { db: database.db, options: resolved, ...stores, exportRecipes: new Map() };
    const access = accessControl(database.db, resolved.sessionLifetime);
    registerRoutes(app, allRoutes(deps), access);
    mountTaskRunner(app, deps);
    await mountRealtime(app, access, resolved.brokerUrl);
    answerDeviceRequests(app.realtime, access, cameraChannelRequest(database.db));
    mountDisplayReports(app.realtime, database.db);
    mountFaceDevices(app, access, database.db, resolved.simulator);
    if (resolved.simulator) mountSimulator(app, database.db, resolved.simulatorIntervalMs, stores.files);
    mountCameraStreams(app, deps);
    await serveApps(
      app,
      { consoleDist: resolved.consoleDist, playerDist: resolved.playerDist, files: stores.files },
      access,
    );
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
