import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
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

/** now() less a number of milliseconds, in the database: one clock for every server process. */
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/** The user of a live session of an enabled account (not revoked, idle or past its lifetime), or null. */
export async function findSessionUser(
  db: Database,
  token: string,
  lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME,
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: users.id,
      orgId: users.orgId,
      loginName: users.loginName,
      roleId: sessions.roleId,
      stale: sql<boolean>`${sessions.lastSeenAt} < ${ago(touchEvery(lifetime))}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        eq(users.enabled, true),
        gt(sessions.lastSeenAt, ago(lifetime.idleMs)),
        gt(sessions.createdAt, ago(lifetime.maxMs)),
      ),
    );
  if (!row) return null;
  const { stale, ...user } = row;
  if (stale)
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
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
