import type { Database } from '../../db/client';
import type { AccessControl } from '../../http/route';
import { isProjectMember } from '../project/queries';
import { resourcesOfUser } from '../resource/queries';
import { findPlaybackGrant } from '../screen/keys';
import { findSessionUser, type SessionLifetime } from './sessions';

/** The checks registerRoutes runs for every route, over this database. */
export const accessControl = (db: Database, lifetime?: SessionLifetime): AccessControl => ({
  authenticate: (token) => findSessionUser(db, token, lifetime),
  holds: async (user, code) => (await resourcesOfUser(db, user.userId, user.roleId)).includes(code),
  isProjectMember: (user, projectId) => isProjectMember(db, user, projectId),
  authenticatePlayback: (key) => findPlaybackGrant(db, key),
});
