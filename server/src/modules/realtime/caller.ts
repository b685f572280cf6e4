import { scopeOf } from '@site/shared-realtime';
import type { AccessControl, PlaybackGrant, SessionUser } from '../../http/route';

/** Who holds a realtime connection: a signed-in user, or a wall with a playback key. */
export type RealtimeCaller = { kind: 'user'; user: SessionUser } | { kind: 'wall'; grant: PlaybackGrant };

/** A STOMP header by name in any case: browsers and Node clients spell `Authorization` differently. */
function header(headers: Record<string, string>, name: string): string | null {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return found?.[1].trim() || null;
}

/**
 * The caller of a CONNECT frame: `Authorization: Bearer <token>` as for the API, else `X-Playback-Key`
 * held to the same rules as wall API calls (a published screen of an enabled project).
 */
export async function authenticateConnect(
  access: AccessControl,
  headers: Record<string, string>,
): Promise<RealtimeCaller | null> {
  const token = header(headers, 'authorization')?.replace(/^Bearer\s+/i, '');
  if (token) {
    const user = await access.authenticate(token);
    return user ? { kind: 'user', user } : null;
  }
  const key = header(headers, 'x-playback-key');
  if (!key) return null;
  const grant = await access.authenticatePlayback(key);
  return grant?.published && grant.projectEnabled ? { kind: 'wall', grant } : null;
}

/**
 * Whether the caller may hear a destination of the catalogue: a user his own queues (delivery is per
 * user, so any catalogue queue is his own), his org's topic and his projects' topics; a wall the
 * project topics of its key's project and its org's topic (of which it hears only its project's
 * messages: see RealtimeHub).
 */
export async function maySubscribe(
  access: AccessControl,
  caller: RealtimeCaller,
  destination: string,
): Promise<boolean> {
  const scope = scopeOf(destination);
  if (!scope) return false;
  if (caller.kind === 'wall') {
    if (scope.kind === 'org') return scope.orgId === caller.grant.orgId;
    return scope.kind === 'project' && scope.projectId === caller.grant.projectId;
  }
  switch (scope.kind) {
    case 'user':
      return true;
    case 'org':
      return scope.orgId === caller.user.orgId;
    case 'project':
      return access.isProjectMember(caller.user, scope.projectId);
  }
}
