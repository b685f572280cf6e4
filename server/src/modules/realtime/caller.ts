import { accessOf, scopeOf } from '@site/shared-realtime';
import type { ResourceCode } from '@site/shared-schema';
import type { AccessControl, PlaybackGrant, SessionUser } from '../../http/route';

/** Who holds a realtime connection: a signed-in user, or a wall with a playback key. */
export type RealtimeCaller = { kind: 'user'; user: SessionUser } | { kind: 'wall'; grant: PlaybackGrant };

/** A STOMP header by name in any case: browsers and Node clients spell `Authorization` differently. */
function header(headers: Record<string, string>, name: string): string | null {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return found?.[1].trim() || null;
}

/** The credential headers of a CONNECT frame, kept to authenticate the connection again later. */
export function credentialsOf(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['authorization', 'x-playback-key']) {
    const value = header(headers, name);
    if (value) kept[name] = value;
  }
  return kept;
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
 * user, so any catalogue queue is his own), his org's topic and his projects' topics, each when he holds
 * one of the codes the catalogue's CHANNEL_ACCESS names for it; a wall the project topics of its key's
 * project and its org's topic (of which it hears only its project's messages: see RealtimeHub), and a
 * registered display its own display topic.
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
    if (scope.kind === 'display') return scope.displayId === caller.grant.displayId;
    return scope.kind === 'project' && scope.projectId === caller.grant.projectId;
  }
  // A display's topic is the console's word to that display alone: no user hears it.
  if (scope.kind === 'display') return false;
  if (scope.kind === 'user') return true;
  const inScope =
    scope.kind === 'org'
      ? scope.orgId === caller.user.orgId
      : await access.isProjectMember(caller.user, scope.projectId);
  return inScope && holdsAny(access, caller.user, accessOf(scope));
}

async function holdsAny(
  access: AccessControl,
  user: SessionUser,
  rule: readonly ResourceCode[] | 'session',
): Promise<boolean> {
  if (rule === 'session') return true;
  for (const code of rule) if (await access.holds(user, code)) return true;
  return false;
}
