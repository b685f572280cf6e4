import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aepDevices } from '../../db/schema';
import { notFound } from '../../resource/rows';

export type AepBoxRow = typeof aepDevices.$inferSelect;

/** A box of the project, or 404 记录不存在 (another project's box is not told apart from none). */
export async function boxOfProject(db: Database, projectId: string, deviceId: string): Promise<AepBoxRow> {
  const [box] = await db
    .select()
    .from(aepDevices)
    .where(and(eq(aepDevices.projectId, projectId), eq(aepDevices.id, deviceId)));
  if (!box) throw notFound();
  return box;
}
