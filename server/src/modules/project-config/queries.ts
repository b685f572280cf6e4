import {
  DEFAULT_PRIVATE_CONFIG,
  DEFAULT_RULE_CONFIG,
  DEFAULT_TRAIN_RULE,
  type ProjectPrivateConfig,
  type RuleConfig,
  type TrainRule,
} from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectConfigs } from '../../db/schema';
import { type Operator, recordOperations } from '../operate-log/write';

/** Every setting of a project's row: the three forms of rule-setting share it. */
export type ProjectSettings = Omit<TrainRule & RuleConfig & ProjectPrivateConfig, 'projectId'>;

export const DEFAULT_SETTINGS: ProjectSettings = {
  ...DEFAULT_TRAIN_RULE,
  ...DEFAULT_RULE_CONFIG,
  ...DEFAULT_PRIVATE_CONFIG,
};

const KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof ProjectSettings)[];

/** The project's settings; the defaults until someone saves one of its forms. */
export async function findSettings(db: Database, projectId: string): Promise<ProjectSettings> {
  const [row] = await db.select().from(projectConfigs).where(eq(projectConfigs.projectId, projectId));
  if (!row) return { ...DEFAULT_SETTINGS };
  return Object.fromEntries(KEYS.map((key) => [key, row[key]])) as ProjectSettings;
}

/** Only the keys of one form, out of all the settings. */
export function pick<K extends keyof ProjectSettings>(
  settings: ProjectSettings,
  keys: readonly K[],
): Pick<ProjectSettings, K> {
  return Object.fromEntries(keys.map((key) => [key, settings[key]])) as Pick<ProjectSettings, K>;
}

/**
 * Saves one form's values over the stored (or default) settings, with an operation-log entry named
 * `logAs` (module project, that form's before and after) in the same transaction unless it is null.
 */
export async function saveSettings<K extends keyof ProjectSettings>(
  db: Database,
  operator: Operator,
  changes: Pick<ProjectSettings, K>,
  logAs: string | null,
): Promise<Pick<ProjectSettings, K>> {
  const keys = Object.keys(changes) as K[];
  const { projectId, userId } = operator;
  return db.transaction(async (tx) => {
    const before = pick(await findSettings(tx, projectId), keys);
    const values = { ...changes, updatedBy: userId, updatedAt: new Date() };
    await tx
      .insert(projectConfigs)
      .values({ ...DEFAULT_SETTINGS, ...values, projectId })
      .onConflictDoUpdate({ target: projectConfigs.projectId, set: values });
    if (logAs) {
      await recordOperations(tx, operator, [
        {
          module: 'project',
          operateType: 'UPDATE',
          targetId: projectId,
          targetName: logAs,
          before,
          after: changes,
        },
      ]);
    }
    return changes;
  });
}
