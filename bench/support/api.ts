import type { ScreenDocument } from '@site/shared-schema';
import { envelopeData, login, postJson } from './session';

/** The calls the benchmark makes as admin, through the real API. */
export async function adminApi(base: string) {
  const token = await login(base);
  const call = async <T>(path: string, body: unknown): Promise<T> =>
    envelopeData<T>(path, await postJson(base, path, body, token));
  return {
    /** Saves a draft screen of project 1: answers its id. */
    async addDraft(document: ScreenDocument): Promise<string> {
      const screen = await call<{ screenId: string }>('/front/siteCustomScreen/add', {
        projectId: '1',
        document,
      });
      return screen.screenId;
    },
    allowRelayHost: (host: string) => call('/front/tenementRelayHost/add', { host }),
    /** Saves, publishes and opens a key: answers the wall's path. */
    async publish(document: ScreenDocument): Promise<string> {
      const screen = await call<{ screenId: string }>('/front/siteCustomScreen/add', {
        projectId: '1',
        document,
      });
      await call('/front/siteCustomScreen/publish', { screenId: screen.screenId });
      const key = await call<{ key: string }>('/front/siteCustomScreen/keyAdd', {
        screenId: screen.screenId,
        keyName: 'bench',
      });
      return `/player/?screen=${screen.screenId}&key=${key.key}`;
    },
  };
}
