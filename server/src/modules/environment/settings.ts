import type { YcjzWarnSetting } from '@site/shared-schema';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ycjzWarnSettings } from '../../db/schema';
import { ENVIRONMENT_THRESHOLDS } from './warn';

const settingOf = ({ projectId, updatedAt, ...limits }: typeof ycjzWarnSettings.$inferSelect) => limits;

/** The project's warning thresholds: its own, or the defaults until it sets some. */
export async function warnSettingOf(db: Database, projectId: string): Promise<YcjzWarnSetting> {
  const [row] = await db.select().from(ycjzWarnSettings).where(eq(ycjzWarnSettings.projectId, projectId));
  return row ? settingOf(row) : { ...ENVIRONMENT_THRESHOLDS };
}

/** The thresholds of each project by id, the defaults for those without their own. */
export async function warnSettingsOf(
  db: Database,
  projectIds: string[],
): Promise<(projectId: string) => YcjzWarnSetting> {
  const rows = projectIds.length
    ? await db.select().from(ycjzWarnSettings).where(inArray(ycjzWarnSettings.projectId, projectIds))
    : [];
  const byProject = new Map(rows.map((row) => [row.projectId, settingOf(row)]));
  return (projectId) => byProject.get(projectId) ?? ENVIRONMENT_THRESHOLDS;
}

export async function saveWarnSetting(db: Database, projectId: string, setting: YcjzWarnSetting) {
  await db
    .insert(ycjzWarnSettings)
    .values({ projectId, ...setting })
    .onConflictDoUpdate({ target: ycjzWarnSettings.projectId, set: { ...setting, updatedAt: new Date() } });
}
