import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { fileTasks } from '../../db/schema';

export type TaskRow = typeof fileTasks.$inferSelect;

export interface TaskFilter {
  projectId: string;
  userId: string;
  taskType?: string;
  operateType?: string;
  taskStatus?: string;
  fileName?: string;
  from?: Date;
  to?: Date;
}

/** A user's own tasks in a project, newest first: exports may hold data his colleagues may not see. */
export async function pageTasks(
  db: Database,
  filter: TaskFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: TaskRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(fileTasks.projectId, filter.projectId),
    eq(fileTasks.userId, filter.userId),
    filter.taskType ? eq(fileTasks.taskType, filter.taskType) : undefined,
    filter.operateType ? eq(fileTasks.operateType, filter.operateType) : undefined,
    filter.taskStatus ? eq(fileTasks.taskStatus, filter.taskStatus) : undefined,
    filter.fileName ? ilike(fileTasks.fileName, containsPattern(filter.fileName)) : undefined,
    filter.from ? gte(fileTasks.createdAt, filter.from) : undefined,
    filter.to ? lte(fileTasks.createdAt, filter.to) : undefined,
  ];
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(fileTasks).where(where);
  const rows = await db
    .select()
    .from(fileTasks)
    .where(where)
    .orderBy(desc(fileTasks.createdAt), desc(fileTasks.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total };
}

export async function findOwnTasks(db: Database, userId: string, taskIds: string[]): Promise<TaskRow[]> {
  return db
    .select()
    .from(fileTasks)
    .where(and(eq(fileTasks.userId, userId), inArray(fileTasks.id, taskIds)));
}

export async function deleteTasks(db: Database, taskIds: string[]): Promise<void> {
  await db.delete(fileTasks).where(inArray(fileTasks.id, taskIds));
}

export async function insertTask(db: Database, task: typeof fileTasks.$inferInsert): Promise<void> {
  await db.insert(fileTasks).values(task);
}
