import type { PlayedScreenAnswer } from '@site/shared-schema';
import { type Credentials, joinUrl, postJson } from './client';

/**
 * The published screen: `POST /front/siteCustomScreen/play` `{ screenId, key }` →
 * `{ code, message, data: { screenId, screenName, projectId, orgId, document } }`.
 * 401 = bad or revoked key, 403 = key of another screen or project, 404 = unknown or unpublished screen.
 */
export const PLAY_SCREEN_PATH = '/front/siteCustomScreen/play';

/**
 * The data-source relay: `POST /front/relay` `{ url, method, params }`; the server checks the target
 * host against its allow-list, performs the call and answers `{ code: 200, data: <remote body> }`.
 */
export const RELAY_PATH = '/front/relay';

/** As answered, before the document is validated and migrated. */
export type PlayedScreen = Omit<PlayedScreenAnswer, 'document'> & { document: unknown };

export async function fetchPlayedScreen(
  siteBaseUrl: string,
  screenId: string,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<PlayedScreen> {
  const data = await postJson<Partial<PlayedScreen> | null>(
    joinUrl(siteBaseUrl, PLAY_SCREEN_PATH),
    { screenId, key: credentials.playbackKey ?? '' },
    { ...credentials, signal, timeoutMs: 60_000 },
  );
  const answer = data ?? {};
  return {
    screenId: String(answer.screenId ?? screenId),
    screenName: String(answer.screenName ?? ''),
    projectId: answer.projectId == null ? '' : String(answer.projectId),
    document: answer.document,
  };
}
