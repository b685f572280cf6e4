import { and, asc, count, eq, gte, ilike, lte, max, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { containsPattern } from '../../db/like';
import { fileTaskDetails } from '../../db/schema';

export type DetailRow = typeof fileTaskDetails.$inferSelect;

/** Text as jsonb can hold it: NUL bytes and lone surrogates become U+FFFD. */
const storableText = (text: string) => text.replaceAll('\u0000', '\ufffd').replace(/\p{Cs}/gu, '\ufffd');

/** A detail's data as jsonb can hold it. */
export const storable = (data: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(data, (_key, value) => (typeof value === 'string' ? storableText(value) : value)),
  );

/**
 * Serialises the writes of one task's rows across transactions (and server processes), so the check that a
 * row has no detail yet holds until its own detail is written.
 */
export async function lockTaskRows(tx: Database, taskId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`file_task:${taskId}`}))`);
}

export async function detailExists(db: Database, taskId: string, rowNumber: number): Promise<boolean> {
  const rows = await db
    .select({ id: fileTaskDetails.id })
    .from(fileTaskDetails)
    .where(and(eq(fileTaskDetails.taskId, taskId), eq(fileTaskDetails.rowNumber, rowNumber)))
    .limit(1);
  return rows.length > 0;
}

export interface NewDetail {
  taskId: string;
  rowNumber: number;
  recordStatus: 0 | 1;
  recordContent?: string;
  data: Record<string, unknown>;
}

export async function insertDetail(db: Database, detail: NewDetail): Promise<void> {
  await insertDetails(db, [detail]);
}

/** Many rows of a task, in a few statements instead of one per row. */
export async function insertDetails(db: Database, details: readonly NewDetail[]): Promise<void> {
  await insertMany(
    db,
    fileTaskDetails,
    details.map((detail) => ({ ...detail, data: storable(detail.data) })),
  );
}

/** The last row of a task that has its detail (0 for none): a resumed task goes on after it. */
export async function lastDetailRow(db: Database, taskId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(fileTaskDetails.rowNumber) })
    .from(fileTaskDetails)
    .where(eq(fileTaskDetails.taskId, taskId));
  return row?.last ?? 0;
}

/** Rows done and how many of them failed. */
export async function countDetails(db: Database, taskId: string): Promise<{ done: number; failed: number }> {
  const [row] = await db
    .select({
      done: count(),
      failed: sql<number>`count(*) filter (where ${fileTaskDetails.recordStatus} = 0)`.mapWith(Number),
    })
    .from(fileTaskDetails)
    .where(eq(fileTaskDetails.taskId, taskId));
  return { done: row.done, failed: row.failed };
}

export interface DetailFilter {
  taskId: string;
  /** Detail data fields matched anywhere in their text (personName: '张'). */
  like: Record<string, string>;
  recordStatus?: 0 | 1;
  /** 1: rows with a photo (data.personPhotoPath), 0: rows without. */
  photoStatus?: 0 | 1;
  from?: Date;
  to?: Date;
}

const dataText = (field: string) => sql<string>`coalesce(${fileTaskDetails.data}->>${field}, '')`;

/** A task's detail rows in file order. */
export async function pageDetails(
  db: Database,
  filter: DetailFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: DetailRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(fileTaskDetails.taskId, filter.taskId),
    ...Object.entries(filter.like).map(([field, text]) => ilike(dataText(field), containsPattern(text))),
    filter.recordStatus === undefined ? undefined : eq(fileTaskDetails.recordStatus, filter.recordStatus),
    filter.photoStatus === undefined
      ? undefined
      : filter.photoStatus === 1
        ? ne(dataText('personPhotoPath'), '')
        : eq(dataText('personPhotoPath'), ''),
    filter.from ? gte(fileTaskDetails.createdAt, filter.from) : undefined,
    filter.to ? lte(fileTaskDetails.createdAt, filter.to) : undefined,
  ];
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(fileTaskDetails).where(where);
  const rows = await db
    .select()
    .from(fileTaskDetails)
    .where(where)
    .orderBy(asc(fileTaskDetails.rowNumber), asc(fileTaskDetails.createdAt))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}
