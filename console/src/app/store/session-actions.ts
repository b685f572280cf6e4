import { logout } from '../../api/auth';
import { loginPathFor } from '../routing/paths';
import { rememberProject, resetToken, session } from './session';
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
