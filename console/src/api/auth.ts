import { API, CLIENT_TYPE, type LoginAnswer } from '@site/shared-schema';
import { fetchData, fetchMessage } from './http';

export interface PasswordLogin {
  loginName: string;
  password: string;
}

export const loginByPassword = (form: PasswordLogin) =>
  fetchData<LoginAnswer>(API.loginByPassword, { ...form, clientType: CLIENT_TYPE });

/** Login by a one-time secret handed over in the URL (the /avoid-login page). */
export const loginBySecretData = (secretData: string) =>
  fetchData<LoginAnswer>(API.loginBySecretData, { secretData, clientType: CLIENT_TYPE });

/** A token of one of the user's roles replaces the current one. */
export const switchRole = (roleId: string) => fetchData<LoginAnswer>(API.switchRole, { roleId });

export const logout = () => fetchMessage(API.logout, { clientType: CLIENT_TYPE });
