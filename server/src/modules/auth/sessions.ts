import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../http/route';

/** SHA-256 of a bearer secret (session token, playback key): what is stored instead of it. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opens a session, narrowed to one role or not, and answers its token; only the token's hash is stored. */
export async function createSession(
  db: Database,
  userId: string,
  clientType: string,
  roleId: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, clientType, roleId });
  return token;
}

export interface SessionLifetime {
  /** A session unused this long is over. */
  idleMs: number;
  /** A session is over this long after its login, however busy. */
  maxMs: number;
}

/** 4 hours without a call, 7 days at most (docs/api-decisions.md). */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMs: 4 * 3_600_000, maxMs: 7 * 86_400_000 };

/** The idle clock moves in steps, so a busy session does not write on every call. */
const touchEvery = (lifetime: SessionLifetime) => Math.min(60_000, lifetime.idleMs / 4);

/** The user of a live session of an enabled account (not revoked, idle or past its lifetime), or null. */
export async function findSessionUser(
  db: Database,
  token: string,
  lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME,
  now = Date.now(),
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: users.id,
      orgId: users.orgId,
      loginName: users.loginName,
      roleId: sessions.roleId,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        eq(users.enabled, true),
        gt(sessions.lastSeenAt, new Date(now - lifetime.idleMs)),
        gt(sessions.createdAt, new Date(now - lifetime.maxMs)),
      ),
    );
  if (!row) return null;
  if (row.lastSeenAt.getTime() < now - touchEvery(lifetime)) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, new Date(now))));
  }
  const { lastSeenAt: _seen, ...user } = row;
  return { ...user, tokenHash };
}

export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
}

/** Revokes every other session of the user, e.g. after a password change. */
export async function revokeOtherSessions(db: Database, user: SessionUser): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, user.userId),
        ne(sessions.tokenHash, user.tokenHash),
        isNull(sessions.revokedAt),
      ),
    );
}
