import { logout, switchRole } from '../../api/auth';
import { loginPathFor } from '../routing/paths';
import { rememberProject, resetToken, session, storeLogin } from './session';
import { tags } from './tags';

/**
 * Logout (seed 000 §4): the logout call, then the token, the session cookies and the open tabs go, and
 * the login page loads with the current path as its redirect. A failed call rejects before anything is cleared.
 */
export async function logoutUser(currentFullPath: string): Promise<void> {
  await logout();
  resetToken();
  tags.set({ views: [], generations: {} });
  window.location.assign(loginPathFor(currentFullPath));
}

/** Picking a different project stores it and reloads the page, so everything loads for that project. */
export function selectProject(projectId: string): void {
  if (session.get().projectItem?.projectId === projectId) return;
  rememberProject(projectId);
  window.location.reload();
}

/**
 * Role switch (seed 000 §4): the role's token replaces the current one, the open tabs close, and the
 * user info and routes load again for that role (storeLogin sends the guard back to its first load).
 */
export async function switchToRole(roleId: string): Promise<void> {
  const answer = await switchRole(roleId);
  tags.set({ views: [], generations: {} });
  storeLogin(answer.head, answer.token, answer.userInfo);
}
