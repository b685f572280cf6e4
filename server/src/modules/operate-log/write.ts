import type { OperateType } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { operateLogs, users } from '../../db/schema';
import type { SessionUser } from '../../http/route';

/** Who wrote, in which project: the part every entry of one call shares. */
export interface Operator {
  orgId: string;
  projectId: string;
  userId: string;
  userName: string;
}

/** One write to one record. */
export interface Operation {
  /** The resource name (person, blacklist, ...). */
  module: string;
  operateType: OperateType;
  targetId: string;
  targetName: string;
  /** The record as answered before and after the write (masked); null where there is none. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The caller as the log names him: his user name, kept as it was at the time of the write. */
export async function operatorOf(db: Database, user: SessionUser, projectId: string): Promise<Operator> {
  const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, user.userId));
  return { orgId: user.orgId, projectId, userId: user.userId, userName: row?.userName ?? user.loginName };
}

/** Writes the entries of one call; run it in the call's transaction so a write and its entry go together. */
export async function recordOperations(
  db: Database,
  operator: Operator,
  operations: readonly Operation[],
): Promise<void> {
  await insertMany(
    db,
    operateLogs,
    operations.map((operation) => ({ ...operator, ...operation })),
  );
}
