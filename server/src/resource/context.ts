import type { ResourceDescription } from '@site/shared-schema';
import type { Database } from '../db/client';
import type { SessionUser } from '../http/route';
import { operatorOf } from '../modules/operate-log/write';
import { resourcesOfUser } from '../modules/resource/queries';
import type { AppDeps } from '../options';
import type { WriteContext } from './adapter';

/** Whether the caller sees the resource's masked fields whole (he holds its `reveal` code). */
export async function canReveal(
  db: Database,
  user: SessionUser,
  resource: Pick<ResourceDescription, 'permission'>,
): Promise<boolean> {
  const code = resource.permission.reveal;
  return code !== undefined && (await resourcesOfUser(db, user.userId, user.roleId)).includes(code);
}

/** Runs the writes of one call in one transaction, with the operator its log entries name. */
export async function inWrite<T>(
  deps: AppDeps,
  user: SessionUser,
  projectId: string,
  fixed: Record<string, string>,
  write: (context: WriteContext) => Promise<T>,
): Promise<T> {
  const operator = await operatorOf(deps.db, user, projectId);
  return deps.db.transaction((db) => write({ db, operator, fixed, files: deps.files }));
}
