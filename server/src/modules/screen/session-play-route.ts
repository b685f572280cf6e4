import { Type } from '@sinclair/typebox';
import { type PlayedScreenAnswer, SCREEN_PAGE_API } from '@site/shared-schema';
import { ApiError, CODE, MESSAGE } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { screenOfMember } from './screen-access';

/**
 * The published version of a screen for /custom-screen-page: a signed-in member of the screen's project
 * sees what its walls show, without a key and without the designer's code (the route itself needs none).
 */
export const sessionPlayRoute = ({ db }: AppDeps) => [
  defineRoute({
    path: SCREEN_PAGE_API.play,
    access: 'session',
    body: Type.Object({ screenId: Type.String({ minLength: 1, maxLength: 64 }) }),
    handler: async ({ user, body }): Promise<PlayedScreenAnswer> => {
      const screen = await screenOfMember(db, user, body.screenId);
      if (!screen.published) throw new ApiError(CODE.notFound, MESSAGE.screenNotPublished);
      return {
        screenId: screen.id,
        screenName: screen.published.canvasStyleData.screenName || screen.screenName,
        projectId: screen.projectId,
        orgId: user.orgId,
        document: screen.published,
      };
    },
  }),
];
