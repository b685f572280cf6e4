import { displayTopic } from '@site/shared-realtime';
import { DISPLAY_ONLINE_MS, type DisplayMessage } from '@site/shared-schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customScreens, screenPlaylists, siteDisplays } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';
import { claimPairing } from './pairing';

export const PAIR_CODE_INVALID = '配对码无效或已过期';

const online = sql<number>`(case when ${siteDisplays.lastSeenAt} > now() - make_interval(secs => ${
  DISPLAY_ONLINE_MS / 1000
}) then 1 else 0 end)`.mapWith(Number);

const reported = (key: string) => sql<string>`coalesce(${siteDisplays.report}->>${key}, '')`;
const reportedNumber = (key: string) =>
  sql<number>`coalesce((${siteDisplays.report}->>${key})::numeric, 0)`.mapWith(Number);

const columns = {
  pairCode: siteDisplays.pairCode,
  displayName: siteDisplays.displayName,
  screenId: siteDisplays.screenId,
  playlistId: siteDisplays.playlistId,
  scaleMode: siteDisplays.scaleMode,
};

export const SCREEN_OR_PLAYLIST = '播放大屏与轮播列表只能选一个';

/**
 * Registered displays (DISPLAY_RESOURCE): the add claims a pairing code and keeps its token; a display
 * plays a screen or a playlist, not both; an update
 * or a delete is told to the display at once, and a deleted display's connections are checked again,
 * which ends them.
 */
export const displayAdapter: ResourceAdapter = {
  table: siteDisplays,
  id: siteDisplays.id,
  project: siteDisplays.projectId,
  columns: { ...columns, online: online as unknown as AnyPgColumn },
  select: (db) =>
    db
      .select({
        displayId: siteDisplays.id,
        projectId: siteDisplays.projectId,
        ...columns,
        screenName: sql<string>`coalesce(${customScreens.screenName}, '')`,
        playlistName: sql<string>`coalesce(${screenPlaylists.playlistName}, '')`,
        online,
        lastSeenTime: siteDisplays.lastSeenAt,
        playingName: reported('playingName'),
        resolution: reported('resolution'),
        playerVersion: reported('playerVersion'),
        heapMb: reportedNumber('heapMb'),
        errorCount: reportedNumber('errorCount'),
        createTime: siteDisplays.createdAt,
      })
      .from(siteDisplays)
      .leftJoin(customScreens, eq(customScreens.id, siteDisplays.screenId))
      .leftJoin(screenPlaylists, eq(screenPlaylists.id, siteDisplays.playlistId))
      .$dynamic(),
  orderBy: [desc(siteDisplays.createdAt), desc(siteDisplays.id)],
  check: async (_context, record) => {
    if (record.screenId && record.playlistId) throw new FieldProblem('playlistId', SCREEN_OR_PLAYLIST);
  },
  insertValues: async ({ db }, record) => {
    const tokenHash = await claimPairing(db, String(record.pairCode));
    if (!tokenHash) throw new FieldProblem('pairCode', PAIR_CODE_INVALID);
    return { tokenHash };
  },
  afterWrite: (app, _db, { action, ids }) => {
    for (const displayId of ids) {
      const message: DisplayMessage = { command: action === 'update' ? 'changed' : 'revoked' };
      app.realtime.publish(displayTopic(displayId), message);
      // The token is gone with the row: the display's sockets fail their check and close.
      if (action === 'remove') app.realtime.recheck({ displayId });
    }
  },
};
