import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customScreens, projects, screenPlaybackKeys } from '../../db/schema';
import type { PlaybackGrant } from '../../http/route';
import { hashToken } from '../auth/sessions';
import { findDisplayGrant } from '../display/grant';

/** Characters of a key the list shows, enough to tell keys apart, far too few to guess the rest. */
const SHOWN_PREFIX_LENGTH = 8;

export type PlaybackKeyRow = typeof screenPlaybackKeys.$inferSelect;

/** A fresh key: 32 random bytes, base64url (43 characters). */
export const generatePlaybackKey = (): string => randomBytes(32).toString('base64url');

/** Stores a key of the screen (its hash and prefix only) and answers the row. */
export async function insertPlaybackKey(
  db: Database,
  values: { screenId: string; key: string; keyName: string; createdBy: string | null },
): Promise<PlaybackKeyRow> {
  const [row] = await db
    .insert(screenPlaybackKeys)
    .values({
      screenId: values.screenId,
      keyHash: hashToken(values.key),
      keyPrefix: values.key.slice(0, SHOWN_PREFIX_LENGTH),
      keyName: values.keyName,
      createdBy: values.createdBy,
    })
    .returning();
  return row;
}

/** The live keys of a screen, newest first. */
export async function listLiveKeys(db: Database, screenId: string): Promise<PlaybackKeyRow[]> {
  return db
    .select()
    .from(screenPlaybackKeys)
    .where(and(eq(screenPlaybackKeys.screenId, screenId), isNull(screenPlaybackKeys.revokedAt)))
    .orderBy(desc(screenPlaybackKeys.createdAt), desc(screenPlaybackKeys.id));
}

export async function findLiveKey(db: Database, keyId: string): Promise<PlaybackKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(screenPlaybackKeys)
    .where(and(eq(screenPlaybackKeys.id, keyId), isNull(screenPlaybackKeys.revokedAt)));
  return row;
}

export async function revokeKey(db: Database, keyId: string): Promise<void> {
  await db.update(screenPlaybackKeys).set({ revokedAt: new Date() }).where(eq(screenPlaybackKeys.id, keyId));
}

/** What a live key (or a registered display's token) stands for, or null for an unknown or revoked one. */
export async function findPlaybackGrant(db: Database, key: string): Promise<PlaybackGrant | null> {
  const [row] = await db
    .select({
      screenId: customScreens.id,
      projectId: customScreens.projectId,
      orgId: projects.orgId,
      publishedRevision: customScreens.publishedRevision,
      projectEnabled: projects.enabled,
    })
    .from(screenPlaybackKeys)
    .innerJoin(customScreens, eq(customScreens.id, screenPlaybackKeys.screenId))
    .innerJoin(projects, eq(projects.id, customScreens.projectId))
    .where(and(eq(screenPlaybackKeys.keyHash, hashToken(key)), isNull(screenPlaybackKeys.revokedAt)));
  if (!row) return findDisplayGrant(db, hashToken(key));
  const { publishedRevision, screenId, ...grant } = row;
  return { ...grant, screenIds: [screenId], published: publishedRevision !== null };
}
