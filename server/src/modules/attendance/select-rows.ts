import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The rows of a raw select: both drivers answer `{ rows }`, which the database's generic type does not say. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
