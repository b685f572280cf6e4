import type { Database } from '../../db/client';
import type { PlaybackGrant, SessionUser } from '../../http/route';
import { isProjectMember } from '../project/queries';

/** Who called a wall route: a signed-in user, or a wall with the playback key of one screen. */
export interface Caller {
  user: SessionUser | null;
  playback: PlaybackGrant | null;
}

/**
 * For calls that name a device but no project: the device's project must be one the caller may see,
 * a project he is a member of, or the project of the wall's key.
 */
export async function maySeeProject(db: Database, caller: Caller, projectId: string): Promise<boolean> {
  if (caller.playback) return caller.playback.projectId === projectId;
  return caller.user ? isProjectMember(db, caller.user, projectId) : false;
}
