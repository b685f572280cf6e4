import { API, type CameraPose, CLIENT_TYPE, type LoginAnswer, type Resource } from '@site/shared-schema';
import { joinUrl, postJson } from '../api/client';
import type { PlayerConfig } from '../app/config';
import { t } from '../i18n';
import type { ControlSender } from './controller';

/** The resource code an operator needs to move a project's cameras. */
export const CAMERA_RESOURCE = 'cSiteMonitorDeviceManager';

/** A signed-in operator: the session lives in this object only, never in storage. */
export interface Operator {
  authorization: string;
  userName: string;
}

/**
 * Signs an operator in (loginByPassword) and checks he may control the project's cameras
 * (roleResource/queryByUser for the project: membership and cSiteMonitorDeviceManager). A wall's
 * playback key never moves a camera; without the permission the new session is ended at once.
 */
export async function signInOperator(
  config: PlayerConfig,
  projectId: string,
  loginName: string,
  password: string,
): Promise<Operator> {
  const answer = await postJson<LoginAnswer>(joinUrl(config.commonBaseUrl, API.loginByPassword), {
    loginName,
    password,
    clientType: CLIENT_TYPE,
  });
  const operator = {
    authorization: `${answer.head || 'Bearer '}${answer.token}`,
    userName: answer.userInfo?.tenementUserName || loginName,
  };
  try {
    const resources = await postJson<Resource[]>(
      joinUrl(config.commonBaseUrl, API.resourcesByUser),
      { businessId: projectId },
      { authorization: operator.authorization },
    );
    if (!resources?.some((resource) => resource.resourceCode === CAMERA_RESOURCE))
      throw new Error(t('camera.noPermission'));
  } catch (error) {
    await signOutOperator(config, operator);
    throw error;
  }
  return operator;
}

/** Ends the operator's session on the server; a failure changes nothing for the wall. */
export async function signOutOperator(config: PlayerConfig, operator: Operator): Promise<void> {
  try {
    await postJson(
      joinUrl(config.commonBaseUrl, API.logout),
      { clientType: CLIENT_TYPE },
      { authorization: operator.authorization, timeoutMs: 10_000 },
    );
  } catch {
    // The session expires by itself.
  }
}

/** Control calls made with the operator's session (site base). */
export const operatorSender =
  (config: PlayerConfig, operator: Operator): ControlSender =>
  (path, form) =>
    postJson<CameraPose>(joinUrl(config.siteBaseUrl, path), form, { authorization: operator.authorization });
