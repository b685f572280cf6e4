import { AI_ALARM_TYPES } from '@site/shared-schema';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiBoxAlarms } from '../../db/schema';

/** The Chinese name of an alarm type, as aiCameraTimeLog and aiCameraData name it. */
export const alarmTypeName = (alarmType: string): string =>
  AI_ALARM_TYPES.find((type) => type.value === alarmType)?.label ?? alarmType;

/** A project's alarms since `since` ('YYYY-MM-DD HH:mm:ss') by type name: what aiCameraData counts. */
export async function alarmCounts(
  db: Database,
  projectId: string,
  since: string,
): Promise<{ total: number; countMap: Record<string, number> }> {
  const rows = await db
    .select({ alarmType: aiBoxAlarms.alarmType, alarms: count() })
    .from(aiBoxAlarms)
    .where(and(eq(aiBoxAlarms.projectId, projectId), gte(aiBoxAlarms.alarmTime, since)))
    .groupBy(aiBoxAlarms.alarmType);
  const countMap = Object.fromEntries(rows.map((row) => [alarmTypeName(row.alarmType), row.alarms]));
  return { total: rows.reduce((sum, row) => sum + row.alarms, 0), countMap };
}
