import type { ScreenConfig } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectScreenConfigs } from '../../db/schema';

/** The project's data screen config; empty texts until someone saves one. */
export async function findScreenConfig(db: Database, projectId: string): Promise<ScreenConfig> {
  const [row] = await db
    .select({ screenName: projectScreenConfigs.screenName, remark: projectScreenConfigs.remark })
    .from(projectScreenConfigs)
    .where(eq(projectScreenConfigs.projectId, projectId));
  return { businessId: projectId, screenName: row?.screenName ?? '', remark: row?.remark ?? '' };
}

/** Adds the project's config or replaces it (the seed's addAndUpdate). */
export async function saveScreenConfig(db: Database, config: ScreenConfig, userId: string): Promise<void> {
  const values = {
    screenName: config.screenName,
    remark: config.remark,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(projectScreenConfigs)
    .values({ projectId: config.businessId, ...values })
    .onConflictDoUpdate({ target: projectScreenConfigs.projectId, set: values });
}
