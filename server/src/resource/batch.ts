import type { OperateType, ResourceDescription } from '@site/shared-schema';
import { inArray, type SQL } from 'drizzle-orm';
import { ApiError, CODE } from '../http/envelope';
import { recordOperations } from '../modules/operate-log/write';
import type { ResourceAdapter, StoredRow, WriteContext } from './adapter';
import { logSnapshot } from './present';
import { readRows, rowId, rowTitle } from './rows';

/** The seed's warning when a batch call names nobody (seed 000 §5 batch allocation). */
export const requireSelection = (ids: readonly string[], message: string): void => {
  if (ids.length === 0) throw new ApiError(CODE.badRequest, message);
};

/**
 * Applies one change to several rows (a status change, an allocation) and logs each row's before and
 * after under `operateType`. `change` writes; the rows are read again for the log.
 */
export async function changeRows(
  resource: ResourceDescription,
  adapter: ResourceAdapter,
  context: WriteContext,
  rows: readonly StoredRow[],
  operateType: OperateType,
  change: (ids: string[]) => Promise<unknown>,
): Promise<StoredRow[]> {
  const ids = rows.map((row) => rowId(resource, row));
  if (ids.length === 0) return [];
  await change(ids);
  const after = new Map(
    (await readRows(context.db, adapter, inArray(adapter.id, ids) as SQL)).map((row) => [
      rowId(resource, row),
      row,
    ]),
  );
  await recordOperations(
    context.db,
    context.operator,
    rows.map((before) => {
      const now = after.get(rowId(resource, before)) ?? null;
      return {
        module: resource.name,
        operateType,
        targetId: rowId(resource, before),
        targetName: rowTitle(resource, now ?? before),
        before: logSnapshot(resource, before),
        after: now && logSnapshot(resource, now),
      };
    }),
  );
  return [...after.values()];
}
