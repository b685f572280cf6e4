import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileRefusal } from '../modules/file/file-access';
import { serveStoredFiles } from '../modules/file/serve-stored';
import { FILES_PREFIX } from '../modules/file/urls';
import type { ObjectStore } from '../storage/object-store';
import { CODE, envelope, MESSAGE } from './envelope';
import type { AccessControl } from './route';

export interface AppDirs {
  consoleDist: string;
  playerDist: string;
  files: ObjectStore;
}

const PLAYER_PREFIX = '/player/';
const NO_CACHE = 'no-cache';

/** Bundles under assets/ carry a content hash and never change; everything else (index.html, config.json) is revalidated. */
const cachePolicy = (path: string) =>
  /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : NO_CACHE;

const notBuilt = (name: string) =>
  `<!doctype html><meta charset="utf-8"><title>${name} not built</title>` +
  `<p>The ${name} is not built. Run <code>pnpm build</code> at the repository root, then reload.</p>`;

/**
 * Serves uploaded files at /files/, the player at /player/ and the console at /, each single-page app
 * falling back to its index.html; anything else unknown is an API 404 envelope.
 */
export async function serveApps(app: FastifyInstance, dirs: AppDirs, access: AccessControl): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(FILES_PREFIX)) return;
    const refusal = await fileRefusal(request, access);
    if (refusal) return reply.code(refusal.code).send(envelope(refusal.code, refusal.message, null));
    // Owners' files must not sit in shared caches.
    reply.header('Cache-Control', 'private');
  });
  if (dirs.files.dir) {
    await app.register(fastifyStatic, {
      root: dirs.files.dir,
      prefix: FILES_PREFIX,
      index: false,
      cacheControl: false,
      // Uploads are checked by content, and browsers must not guess another type for them.
      setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
    });
  } else {
    serveStoredFiles(app, dirs.files);
  }
  const apps = [
    { name: 'player', prefix: PLAYER_PREFIX, dist: dirs.playerDist },
    { name: 'console', prefix: '/', dist: dirs.consoleDist },
  ].map((entry) => ({ ...entry, built: existsSync(join(entry.dist, 'index.html')) }));

  // reply.sendFile (the apps' index pages) comes with the first registration of @fastify/static.
  let decorateReply = !dirs.files.dir;
  for (const entry of apps.filter((entry) => entry.built)) {
    await app.register(fastifyStatic, {
      root: entry.dist,
      prefix: entry.prefix,
      decorateReply,
      // The builds write a .gz beside each text file (scripts/precompress.mjs); a browser that accepts
      // gzip gets it, others the file itself.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('Cache-Control', cachePolicy(path)),
    });
    decorateReply = false;
  }
  app.get('/player', (_request, reply) => reply.redirect(PLAYER_PREFIX));

  const sendIndex = (reply: FastifyReply, entry: (typeof apps)[number]) => {
    if (!entry.built) return reply.type('text/html; charset=utf-8').send(notBuilt(entry.name));
    return reply
      .header('Cache-Control', NO_CACHE)
      .sendFile('index.html', entry.dist, { cacheControl: false });
  };
  const isPage = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/front/') &&
    !request.url.startsWith(FILES_PREFIX);

  app.setNotFoundHandler((request, reply) => {
    const entry = isPage(request)
      ? apps.find((candidate) => request.url.startsWith(candidate.prefix))
      : undefined;
    if (entry) return sendIndex(reply, entry);
    return reply.code(200).send(envelope(CODE.notFound, MESSAGE.notFound, null));
  });
}
