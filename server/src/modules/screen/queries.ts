import type { ScreenDocument } from '@site/shared-schema';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { customScreens } from '../../db/schema';
import { fieldError } from '../../http/envelope';

export type ScreenRow = typeof customScreens.$inferSelect;

/** The list columns: never the documents, which may be large. */
const listColumns = {
  id: customScreens.id,
  projectId: customScreens.projectId,
  screenName: customScreens.screenName,
  draftRevision: customScreens.draftRevision,
  publishedRevision: customScreens.publishedRevision,
  publishedAt: customScreens.publishedAt,
  createdAt: customScreens.createdAt,
  updatedAt: customScreens.updatedAt,
};

export type ScreenListRow = Pick<ScreenRow, keyof typeof listColumns>;

/** The screens of a project, last saved first, optionally filtered by name. */
export async function pageScreens(
  db: Database,
  filter: { projectId: string; screenName?: string },
  window: { limit: number; offset: number },
): Promise<{ rows: ScreenListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(customScreens.projectId, filter.projectId),
    filter.screenName ? ilike(customScreens.screenName, containsPattern(filter.screenName)) : undefined,
  ];
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(customScreens).where(where);
  const rows = await db
    .select(listColumns)
    .from(customScreens)
    .where(where)
    .orderBy(desc(customScreens.updatedAt), desc(customScreens.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}

export async function findScreen(db: Database, screenId: string): Promise<ScreenRow | undefined> {
  const [row] = await db.select().from(customScreens).where(eq(customScreens.id, screenId));
  return row;
}

/** The names of a project's screens that start with `prefix`. */
async function namesStartingWith(db: Database, projectId: string, prefix: string): Promise<Set<string>> {
  const rows = await db
    .select({ screenName: customScreens.screenName })
    .from(customScreens)
    .where(
      and(eq(customScreens.projectId, projectId), sql`starts_with(${customScreens.screenName}, ${prefix})`),
    );
  return new Set(rows.map((row) => row.screenName));
}

/**
 * Refuses a name another screen of the project has: the list, the displays' screen choices and the
 * playlists tell screens apart by name alone.
 */
export async function refuseTakenName(db: Database, projectId: string, screenName: string): Promise<void> {
  const [taken] = await db
    .select({ id: customScreens.id })
    .from(customScreens)
    .where(and(eq(customScreens.projectId, projectId), eq(customScreens.screenName, screenName)))
    .limit(1);
  if (taken) throw fieldError('screenName', '大屏名称已存在');
}

/** A copy's name: `<name>-副本`, numbered from 2 when that is taken. */
export async function copyName(db: Database, projectId: string, source: string): Promise<string> {
  const base = `${source}-副本`;
  const taken = await namesStartingWith(db, projectId, base);
  let name = base;
  for (let number = 2; taken.has(name); number += 1) name = `${base}${number}`;
  return name;
}

export async function insertScreen(
  db: Database,
  values: { projectId: string; screenName: string; draft: ScreenDocument; createdBy: string | null },
): Promise<ScreenRow> {
  const [row] = await db.insert(customScreens).values(values).returning();
  return row;
}

/** Saves the draft: a new revision, so the list can tell it differs from what walls play. */
export async function saveDraft(
  db: Database,
  screenId: string,
  values: { screenName: string; draft: ScreenDocument },
): Promise<ScreenRow> {
  const [row] = await db
    .update(customScreens)
    .set({ ...values, draftRevision: sql`${customScreens.draftRevision} + 1`, updatedAt: new Date() })
    .where(eq(customScreens.id, screenId))
    .returning();
  return row;
}

/** Freezes the current draft as the version walls play. */
export async function publishDraft(db: Database, screenId: string): Promise<ScreenRow> {
  const [row] = await db
    .update(customScreens)
    .set({
      published: sql`${customScreens.draft}`,
      publishedRevision: sql`${customScreens.draftRevision}`,
      publishedAt: new Date(),
    })
    .where(eq(customScreens.id, screenId))
    .returning();
  return row;
}

/** Deletes the screen; its playback keys go with it. */
export async function deleteScreen(db: Database, screenId: string): Promise<void> {
  await db.delete(customScreens).where(eq(customScreens.id, screenId));
}
