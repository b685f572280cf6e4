import { MESSAGES } from '@site/shared-schema';
import { queryAgreementList } from '../../api/agreement';
import { queryDomainConfig } from '../../api/branding';
import { queryProjectsOfCurrentUser } from '../../api/project';
import { queryResourceCodes } from '../../api/resource';
import { queryCurrentUser } from '../../api/user';
import { connectRealtime, listenDeviceStatus } from '../realtime/connection';
import { routes } from '../routes';
import { filterRoutes } from '../routing/route-tree';
import { rememberedProjectId, rememberProject, session, storeUserInfo } from './session';
import { isAdminUser, pickProject } from './session-rules';

/** Resources of a project; a failure counts as none, as the seed's permission store swallows it. */
async function resourcesOf(projectId: string): Promise<string[]> {
  try {
    return await queryResourceCodes(projectId);
  } catch {
    return [];
  }
}

/**
 * The first load of a session (seed 000 §4): the current user's projects, resources of the current
 * project, its agreement list, the domain configuration, the socket connection, the user info (whose
 * org names the deviceStatus topic); then the permitted routes. Runs once per session.
 * Other failures reject with the status left at 'loading': the guard resets the token, which ends it.
 */
export async function loadSession(now = Date.now()): Promise<void> {
  session.set({ status: 'loading' });
  const projectList = await queryProjectsOfCurrentUser();
  const projectItem = pickProject(projectList, rememberedProjectId(), now);
  if (!projectItem) {
    session.set({ status: 'no-project', projectList });
    return;
  }
  rememberProject(projectItem.projectId);
  const resources = await resourcesOf(projectItem.projectId);
  const agreementList = await queryAgreementList(projectItem.projectId);
  const privateConfig = await queryDomainConfig();
  if (!session.get().token) throw new Error(MESSAGES.tokenUndefined);
  await connectRealtime(session.get().token);
  const userInfo = await queryCurrentUser();
  storeUserInfo(userInfo);
  listenDeviceStatus(userInfo.orgId);
  const tree = filterRoutes(routes, { resources, isAdmin: isAdminUser(userInfo) });
  session.set({
    projectList,
    projectItem,
    resources,
    agreementList,
    privateConfig,
    routes: tree,
    status: 'ready',
  });
}
