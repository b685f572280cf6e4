import {
  DISPLAY_API,
  DISPLAY_HELLO_PATH,
  type DisplayHello,
  PLAYLIST_API,
  type PlaylistItem,
  type ScreenDocument,
} from '@site/shared-schema';
import { envelopeData, login, postJson } from './session';

/** The calls the benchmark makes as admin, through the real API. */
export async function adminApi(base: string) {
  const token = await login(base);
  const call = async <T>(path: string, body: unknown): Promise<T> =>
    envelopeData<T>(path, await postJson(base, path, body, token));
  const publishScreen = async (document: ScreenDocument): Promise<string> => {
    const { screenId } = await call<{ screenId: string }>('/front/siteCustomScreen/add', {
      projectId: '1',
      document,
    });
    await call('/front/siteCustomScreen/publish', { screenId });
    return screenId;
  };
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
    /** Saves and publishes a screen of project 1: answers its id. */
    publishScreen,
    /** Saves, publishes and opens a key: answers the wall's path. */
    async publish(document: ScreenDocument): Promise<string> {
      const screenId = await publishScreen(document);
      const key = await call<{ key: string }>('/front/siteCustomScreen/keyAdd', {
        screenId,
        keyName: 'bench',
      });
      return `/player/?screen=${screenId}&key=${key.key}`;
    },
    /** A playlist of project 1: answers its id. */
    async addPlaylist(playlistName: string, items: readonly PlaylistItem[]): Promise<string> {
      const added = await call<{ playlistId: string }>(PLAYLIST_API.add, {
        projectId: '1',
        playlistName,
        items: JSON.stringify(items),
      });
      return added.playlistId;
    },
    /** Pairs a display as a wall would and registers it to play the playlist: answers the token it keeps. */
    async displayOf(playlistId: string): Promise<string> {
      const paired = await envelopeData<DisplayHello>(
        DISPLAY_HELLO_PATH,
        await postJson(base, DISPLAY_HELLO_PATH, {}),
      );
      await call(DISPLAY_API.add, {
        projectId: '1',
        pairCode: paired.pairCode,
        displayName: `基准终端${paired.pairCode}`,
        playlistId,
        scaleMode: 'fit',
      });
      return paired.displayToken;
    },
  };
}
