import { PLAYBACK_KEY_COOKIE, SESSION_COOKIE } from '@site/shared-schema';
import type { FastifyRequest } from 'fastify';
import { CODE, MESSAGE } from '../../http/envelope';
import { type AccessControl, bearerToken, playbackKey, tokenOfAuthorization } from '../../http/route';
import { ownerOf } from './owner';
import { FILES_PREFIX } from './urls';

/** The value of one cookie of the request, or null. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Who may read a stored file: a live session of a member of the owning project (or of the owning
 * organisation), or a wall key of that project (or organisation). An <img> proves it with the session
 * cookie or the player's key cookie; a fetch may send the usual headers. Files stored before owners were
 * recorded are read by any live session or key. Answers the refusal, 401 without credentials and 403
 * otherwise, decided before anything about the file is looked at; null when the caller may read it.
 */
export async function fileRefusal(
  request: FastifyRequest,
  access: AccessControl,
): Promise<{ code: number; message: string } | null> {
  // The console's cookie holds the Authorization value, head and token.
  const token = bearerToken(request) ?? tokenOfAuthorization(cookieOf(request, SESSION_COOKIE));
  const key = playbackKey(request) ?? cookieOf(request, PLAYBACK_KEY_COOKIE);
  const user = token ? await access.authenticate(token) : null;
  const grant = !user && key ? await access.authenticatePlayback(key) : null;
  if (!user && !grant) return { code: CODE.unauthorized, message: MESSAGE.unauthorized };

  const path = request.url.slice(FILES_PREFIX.length).split('?')[0];
  // Dot segments could leave the owner's folder that the first segments name.
  if (/(^|\/|%2f)(\.|%2e){1,2}(\/|%2f|$)/i.test(path))
    return { code: CODE.forbidden, message: MESSAGE.forbiddenFile };
  const owner = ownerOf(path);
  const allowed =
    owner.kind === 'unrecorded' ||
    (owner.kind === 'org' && owner.orgId === (user ?? grant)?.orgId) ||
    (owner.kind === 'project' &&
      (user
        ? await access.isProjectMember(user, owner.projectId)
        : grant?.projectId === owner.projectId && grant.projectEnabled));
  return allowed ? null : { code: CODE.forbidden, message: MESSAGE.forbiddenFile };
}
