import { PUBLIC_PATHS } from '@site/shared-schema';
import {
  AVOID_LOGIN_PATH,
  LOGIN_PATH,
  loginPathFor,
  NO_PERMISSION_PATH,
  NO_RESOURCE_PATHS,
  NOT_FOUND_PATH,
  redirectTarget,
} from './paths';
import { type FlatRoute, matchRoute, normalisePathname } from './route-tree';

/** Where the first load of a session stands. */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'no-project';

export interface GuardInput {
  pathname: string;
  /** Path, query and hash: what a login returns to. */
  fullPath: string;
  /** The query string, holding the login's redirect parameter. */
  search: string;
  hasToken: boolean;
  status: SessionStatus;
  /** The flattened permitted route tree (only meaningful once ready). */
  permitted: readonly FlatRoute[];
  /** Where `/` goes; undefined when no menu entry is permitted. */
  firstPath: string | undefined;
  /** Holds any resource (or role admin). */
  hasResources: boolean;
}

export type GuardDecision =
  | { action: 'render' }
  | { action: 'redirect'; to: string }
  /** Run the first load (projects, resources, domain config, user info), showing a loading screen. */
  | { action: 'load' }
  | { action: 'wait' }
  | { action: 'no-project' };

const RENDER: GuardDecision = { action: 'render' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

/** The route guard of seed 000 §2 and §4, as a pure decision. */
export function decideRoute(input: GuardInput): GuardDecision {
  const path = normalisePathname(input.pathname);
  if (path === AVOID_LOGIN_PATH) return RENDER;
  if (!input.hasToken) {
    return (PUBLIC_PATHS as readonly string[]).includes(path)
      ? RENDER
      : redirect(loginPathFor(input.fullPath));
  }
  // A logged-in user on the login page goes on to its redirect parameter, else to /.
  if (path === LOGIN_PATH) return redirect(redirectTarget(new URLSearchParams(input.search).get('redirect')));
  if (input.status === 'idle') return { action: 'load' };
  if (input.status === 'loading') return { action: 'wait' };
  if (input.status === 'no-project') return { action: 'no-project' };
  if (!input.hasResources) return NO_RESOURCE_PATHS.includes(path) ? RENDER : redirect(NO_PERMISSION_PATH);
  if (path === '/') return redirect(input.firstPath ?? NO_PERMISSION_PATH);
  const match = matchRoute(input.permitted, path);
  if (!match) return redirect(NOT_FOUND_PATH);
  if (!match.node.page && match.node.redirect) return redirect(match.node.redirect);
  return RENDER;
}
