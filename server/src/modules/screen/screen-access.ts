import type { Database } from '../../db/client';
import { ApiError, CODE, MESSAGE } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { isProjectMember } from '../project/queries';
import { findScreen, type ScreenRow } from './queries';

export const SCREEN_NOT_FOUND = '大屏不存在';

/**
 * A screen the caller may work on: calls naming a screen (not a project) are scoped by the screen's
 * project, with the same membership rule as the project-scoped calls.
 */
export async function screenOfMember(db: Database, user: SessionUser, screenId: string): Promise<ScreenRow> {
  const screen = await findScreen(db, screenId);
  if (!screen) throw new ApiError(CODE.notFound, SCREEN_NOT_FOUND);
  if (!(await isProjectMember(db, user, screen.projectId))) {
    throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
  }
  return screen;
}
