import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
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

/** The user of a live session of an enabled account, or null. */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: users.id, orgId: users.orgId, loginName: users.loginName, roleId: sessions.roleId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), eq(users.enabled, true)));
  return row ? { ...row, tokenHash } : null;
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
