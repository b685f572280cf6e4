import type { ResourceDescription } from '@site/shared-schema';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ApiError, CODE } from '../http/envelope';
import type { ResourceAdapter, StoredRow } from './adapter';

/** Reading rows of a resource: the adapter's select, a where, the list's order with the id last. */

export const RECORD_NOT_FOUND = '记录不存在';

export const notFound = () => new ApiError(CODE.notFound, RECORD_NOT_FOUND);

export async function readRows(
  db: Database,
  adapter: ResourceAdapter,
  where: SQL,
  window?: { limit: number; offset: number },
): Promise<StoredRow[]> {
  const query = adapter
    .select(db)
    .where(where)
    .orderBy(...adapter.orderBy, adapter.id);
  if (window) query.limit(window.limit).offset(window.offset);
  return (await query) as StoredRow[];
}

export async function countRows(db: Database, adapter: ResourceAdapter, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(adapter.table).where(where);
  return total;
}

/**
 * The rows of these ids within the scope (the caller's project): all of them, or 404 记录不存在 when any id
 * is not there, so a call naming another project's record changes nothing.
 */
export async function ownRows(
  db: Database,
  adapter: ResourceAdapter,
  scope: SQL,
  ids: readonly string[],
): Promise<StoredRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await readRows(db, adapter, and(scope, inArray(adapter.id, unique)) as SQL);
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/** The id of a row as the select reads it. */
export const rowId = (resource: Pick<ResourceDescription, 'idKey'>, row: StoredRow) =>
  String(row[resource.idKey]);

/** The name of a row in the log and in messages. */
export const rowTitle = (resource: Pick<ResourceDescription, 'titleKey'>, row: StoredRow) =>
  String(row[resource.titleKey] ?? '');
