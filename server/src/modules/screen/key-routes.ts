import { Type } from '@sinclair/typebox';
import { API, type CreatedPlaybackKey, type PlaybackKeyItem } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { toCreatedKey, toKeyItem } from './answers';
import { findLiveKey, generatePlaybackKey, insertPlaybackKey, listLiveKeys, revokeKey } from './keys';
import { screenOfMember } from './screen-access';

/**
 * Playback keys of a screen: what a wall plays with instead of a login. The full key is answered once,
 * at creation; the list shows its first characters only.
 */
export const playbackKeyRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: API.customScreenKeyAdd,
    access: 'cCustomScreen',
    body: Type.Object({
      screenId: Type.String({ minLength: 1 }),
      keyName: Type.Optional(Type.String({ maxLength: 50 })),
    }),
    handler: async ({ user, body }): Promise<CreatedPlaybackKey> => {
      const screen = await screenOfMember(db, user, body.screenId);
      const key = generatePlaybackKey();
      const keyName = body.keyName?.trim() ?? '';
      const row = await insertPlaybackKey(db, { screenId: screen.id, key, keyName, createdBy: user.userId });
      return toCreatedKey(row, key);
    },
  }),
  defineRoute({
    path: API.customScreenKeyList,
    access: 'cCustomScreen',
    body: Type.Object({ screenId: Type.String({ minLength: 1 }) }),
    handler: async ({ user, body }): Promise<PlaybackKeyItem[]> => {
      const screen = await screenOfMember(db, user, body.screenId);
      return (await listLiveKeys(db, screen.id)).map(toKeyItem);
    },
  }),
  defineRoute({
    path: API.customScreenKeyRevoke,
    access: 'cCustomScreen',
    message: '撤销成功',
    body: Type.Object({ keyId: Type.String({ minLength: 1 }) }),
    handler: async ({ user, body, request }) => {
      const key = await findLiveKey(db, body.keyId);
      if (!key) throw new ApiError(CODE.notFound, '播放密钥不存在');
      await screenOfMember(db, user, key.screenId);
      await revokeKey(db, key.id);
      request.server.realtime.recheck({ keyHash: key.keyHash });
    },
  }),
];
