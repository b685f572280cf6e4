import { OPERATE_TYPES, type OperateLogRecord, type OperateType } from '@site/shared-schema';
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { operateLogs } from '../../db/schema';
import { showDateTime } from '../../http/datetime';

export interface OperateLogFilter {
  projectId: string;
  module?: string;
  operateType?: OperateType;
  /** Matched anywhere, wildcards taken literally. */
  userName?: string;
  targetName?: string;
  /** One record's entries (a resource's history call). */
  targetId?: string;
  from?: Date;
  to?: Date;
}

type OperateLogRow = typeof operateLogs.$inferSelect;

const toRecord = (row: OperateLogRow, moduleName: string): OperateLogRecord => ({
  logId: row.id,
  module: row.module,
  moduleName,
  operateType: row.operateType as OperateType,
  operateTypeName: OPERATE_TYPES[row.operateType as OperateType] ?? row.operateType,
  targetId: row.targetId,
  targetName: row.targetName,
  before: row.before ?? null,
  after: row.after ?? null,
  userId: row.userId,
  userName: row.userName,
  createTime: showDateTime(row.createdAt),
});

/** A project's entries, newest first; `moduleName` names a module for the answer (its resource's label). */
export async function pageOperateLogs(
  db: Database,
  filter: OperateLogFilter,
  window: { limit: number; offset: number },
  moduleName: (module: string) => string,
): Promise<{ records: OperateLogRecord[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(operateLogs.projectId, filter.projectId),
    filter.module ? eq(operateLogs.module, filter.module) : undefined,
    filter.operateType ? eq(operateLogs.operateType, filter.operateType) : undefined,
    filter.targetId ? eq(operateLogs.targetId, filter.targetId) : undefined,
    filter.userName ? ilike(operateLogs.userName, containsPattern(filter.userName)) : undefined,
    filter.targetName ? ilike(operateLogs.targetName, containsPattern(filter.targetName)) : undefined,
    filter.from ? gte(operateLogs.createdAt, filter.from) : undefined,
    filter.to ? lte(operateLogs.createdAt, filter.to) : undefined,
  ];
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(operateLogs).where(where);
  const rows = await db
    .select()
    .from(operateLogs)
    .where(where)
    .orderBy(desc(operateLogs.createdAt), desc(operateLogs.id))
    .limit(window.limit)
    .offset(window.offset);
  return { records: rows.map((row) => toRecord(row, moduleName(row.module))), total };
}

/** The modules the project's log holds entries of (the index of project and module reads them). */
export async function loggedModules(db: Database, projectId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ module: operateLogs.module })
    .from(operateLogs)
    .where(eq(operateLogs.projectId, projectId))
    .orderBy(operateLogs.module);
  return rows.map((row) => row.module);
}
