import { Type } from '@sinclair/typebox';
import { API, type PlayedScreenAnswer } from '@site/shared-schema';
import { ApiError, CODE, MESSAGE } from '../../http/envelope';
import { defineRoute, playbackKey } from '../../http/route';
import type { AppDeps } from '../../options';
import { findPlaybackGrant } from './keys';
import { findScreen } from './queries';
import { SCREEN_NOT_FOUND } from './screen-access';

/**
 * What a wall plays: the published version of the screen, with a key of that screen (in the body, or
 * the X-Playback-Key header). 401 bad or revoked key, 403 key of another screen, 404 unknown or
 * unpublished screen.
 */
export const playRoute = ({ db }: AppDeps) =>
  defineRoute({
    path: API.customScreenPlay,
    // The key is checked here, not by a session: a wall has none.
    access: 'public',
    body: Type.Object({ screenId: Type.String({ minLength: 1 }), key: Type.Optional(Type.String()) }),
    handler: async ({ body, request }): Promise<PlayedScreenAnswer> => {
      const key = body.key?.trim() || playbackKey(request);
      const grant = key ? await findPlaybackGrant(db, key) : null;
      if (!grant) throw new ApiError(CODE.unauthorized, MESSAGE.invalidPlaybackKey);
      const screen = await findScreen(db, body.screenId);
      if (!screen) throw new ApiError(CODE.notFound, SCREEN_NOT_FOUND);
      if (!grant.screenIds.includes(screen.id)) throw new ApiError(CODE.forbidden, '播放密钥不属于该大屏');
      if (!grant.projectEnabled) throw new ApiError(CODE.forbidden, MESSAGE.forbiddenProject);
      if (!screen.published) throw new ApiError(CODE.notFound, MESSAGE.screenNotPublished);
      return {
        screenId: screen.id,
        // The name walls show is the published one, like everything else they show.
        screenName: screen.published.canvasStyleData.screenName || screen.screenName,
        projectId: screen.projectId,
        orgId: grant.orgId,
        document: screen.published,
      };
    },
  });
