import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE, envelope, MESSAGE } from '../../http/envelope';
import { type ByteRange, checkKey, type ObjectStore } from '../../storage/object-store';
import { FILES_PREFIX } from './urls';

/** `bytes=start-` or `bytes=start-end`, the ranges players ask for; anything else is answered whole. */
export function byteRangeOf(header: string | undefined): ByteRange | undefined {
  const found = header?.match(/^bytes=(\d+)-(\d*)$/);
  if (!found) return undefined;
  const start = Number(found[1]);
  const end = found[2] === '' ? undefined : Number(found[2]);
  return end === undefined || end >= start ? { start, end } : undefined;
}

/** The key a /files/ path names, or null when it names none (bad escapes, empty or dot segments). */
function storedKeyOf(path: string): string | null {
  try {
    return checkKey(decodeURIComponent(path));
  } catch {
    return null;
  }
}

/**
 * Serves the uploads of a store that is not a local folder (an S3 bucket) at /files/, with byte ranges
 * for video; the access check ran before (static-apps.ts). A local folder is served by @fastify/static.
 */
export function serveStoredFiles(app: FastifyInstance, files: ObjectStore): void {
  const answer = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const key = storedKeyOf(request.params['*']);
    if (!key) return reply.code(404).send(envelope(CODE.notFound, MESSAGE.notFound, null));
    const range = byteRangeOf(request.headers.range);
    // The store out of reach is an error of the server's, not a missing file.
    const opened = await files.open(key, range);
    if (!opened && range) {
      const whole = await files.open(key);
      whole?.body.destroy();
      if (whole) return reply.code(416).header('Content-Range', `bytes */${whole.size}`).send();
    }
    if (!opened) return reply.code(404).send(envelope(CODE.notFound, MESSAGE.notFound, null));
    reply
      .header('Content-Type', opened.contentType)
      .header('Content-Length', opened.length)
      .header('Last-Modified', opened.modified.toUTCString())
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff');
    if (opened.range) {
      reply
        .code(206)
        .header('Content-Range', `bytes ${opened.range.start}-${opened.range.end}/${opened.size}`);
    }
    return reply.send(opened.body);
  };
  app.get(`${FILES_PREFIX}*`, answer);
}
