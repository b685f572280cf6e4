import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trainDevices } from '../../db/schema';
import { notFound } from '../../resource/rows';

/** A training device of the project, or 404 记录不存在 (another project's is not told apart from none). */
export async function trainDeviceOfProject(db: Database, projectId: string, deviceId: string) {
  const [device] = await db
    .select()
    .from(trainDevices)
    .where(and(eq(trainDevices.projectId, projectId), eq(trainDevices.id, deviceId)));
  if (!device) throw notFound();
  return device;
}
