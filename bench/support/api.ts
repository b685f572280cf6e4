import type { ScreenDocument } from '@site/shared-schema';

/** The calls the benchmark makes as admin, through the real API. */
export async function adminApi(base: string) {
  const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; message: string; data: T };
    if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  const login = await call<{ head: string; token: string }>('/front/auth/loginByPassword', {
    loginName: 'admin',
    password: 'admin123',
    clientType: 'WEB_SITE_C',
  });
  const token = `${login.head}${login.token}`;
  return {
    /** Saves a draft screen of project 1: answers its id. */
    async addDraft(document: ScreenDocument): Promise<string> {
      const screen = await call<{ screenId: string }>(
        '/front/siteCustomScreen/add',
        { projectId: '1', document },
        token,
      );
      return screen.screenId;
    },
    allowRelayHost: (host: string) => call('/front/tenementRelayHost/add', { host }, token),
    /** Saves, publishes and opens a key: answers the wall's path. */
    async publish(document: ScreenDocument): Promise<string> {
      const screen = await call<{ screenId: string }>(
        '/front/siteCustomScreen/add',
        { projectId: '1', document },
        token,
      );
      await call('/front/siteCustomScreen/publish', { screenId: screen.screenId }, token);
      const key = await call<{ key: string }>(
        '/front/siteCustomScreen/keyAdd',
        { screenId: screen.screenId, keyName: 'bench' },
        token,
      );
      return `/player/?screen=${screen.screenId}&key=${key.key}`;
    },
  };
}
