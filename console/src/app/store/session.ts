import type { AgreementItem, PrivateConfig, ProjectItem, UserInfo } from '@site/shared-schema';
import type { SessionStatus } from '../routing/guard';
import type { RouteNode } from '../routing/route-types';
import { COOKIE, readCookie, readJsonCookie, removeCookie, writeCookie, writeJsonCookie } from './cookies';
import { createStore } from './create-store';

/** Session state (seed 000 §3). Token, user info and the current project id live in cookies too. */
export interface SessionState {
  /** Head plus token: the Authorization value. */
  token?: string;
  userInfo?: UserInfo;
  projectList: ProjectItem[];
  projectItem?: ProjectItem;
  resources: string[];
  agreementList: AgreementItem[];
  privateConfig?: PrivateConfig | null;
  /** The permission-filtered route tree. */
  routes: RouteNode[];
  status: SessionStatus;
}

export const session = createStore<SessionState>({
  token: readCookie(COOKIE.token),
  userInfo: readJsonCookie<UserInfo>(COOKIE.userInfo),
  projectList: [],
  resources: [],
  agreementList: [],
  routes: [],
  status: 'idle',
});

/** A successful login stores head plus token and the user info. */
export function storeLogin(head: string, token: string, userInfo?: UserInfo): void {
  const value = `${head ?? ''}${token}`;
  writeCookie(COOKIE.token, value);
  if (userInfo) writeJsonCookie(COOKIE.userInfo, userInfo);
  session.set({ token: value, userInfo, status: 'idle', routes: [], resources: [] });
}

export function storeUserInfo(userInfo: UserInfo): void {
  writeJsonCookie(COOKIE.userInfo, userInfo);
  session.set({ userInfo });
}

/** Forgets the session: the guard then sends every protected path to the login. */
export function resetToken(): void {
  removeCookie(COOKIE.token);
  removeCookie(COOKIE.userInfo);
  session.set({ token: undefined, userInfo: undefined, status: 'idle', routes: [], resources: [] });
}

export const rememberedProjectId = () => readCookie(COOKIE.projectId);
/** The current project's id, for calls made outside rendering (uploads of the project's files). */
export const currentProjectId = () => session.get().projectItem?.projectId;
export const rememberProject = (projectId: string) => writeCookie(COOKIE.projectId, projectId);
