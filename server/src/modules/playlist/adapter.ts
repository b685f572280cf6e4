import { parsePlaylist, playlistProblem } from '@site/shared-schema';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { customScreens, screenPlaylists, siteDisplays } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';
import { tellDisplays } from '../display/tell';

const items = sql`(${screenPlaylists.items})::jsonb`;

/** The names of its screens in order, as the list shows them. */
const screenNames = sql<string>`coalesce((select string_agg(${customScreens.screenName}, ' → ' order by entry.position)
  from jsonb_array_elements(${items}) with ordinality as entry(item, position)
  join ${customScreens} on ${customScreens.id} = entry.item->>'screenId'), '')`;

const roundSeconds = sql<number>`(select coalesce(sum((entry->>'seconds')::int), 0)
  from jsonb_array_elements(${items}) as entry)`.mapWith(Number);

const columns = { playlistName: screenPlaylists.playlistName, items: screenPlaylists.items };

/**
 * Playlists (PLAYLIST_RESOURCE): `items` is checked as a list of the project's screens with their seconds,
 * and every display playing a playlist is told when it changes or goes.
 */
export const playlistAdapter: ResourceAdapter = {
  table: screenPlaylists,
  id: screenPlaylists.id,
  project: screenPlaylists.projectId,
  columns,
  select: (db) =>
    db
      .select({
        playlistId: screenPlaylists.id,
        projectId: screenPlaylists.projectId,
        ...columns,
        screenNames,
        roundSeconds,
        createTime: screenPlaylists.createdAt,
      })
      .from(screenPlaylists)
      .$dynamic(),
  orderBy: [desc(screenPlaylists.createdAt), desc(screenPlaylists.id)],
  check: async ({ db, operator }, record) => {
    const text = String(record.items);
    const problem = playlistProblem(text);
    if (problem) throw new FieldProblem('items', problem);
    const screenIds = [...new Set(parsePlaylist(text)!.map((item) => item.screenId))];
    const known = await db
      .select({ id: customScreens.id })
      .from(customScreens)
      .where(and(eq(customScreens.projectId, operator.projectId), inArray(customScreens.id, screenIds)));
    if (known.length !== screenIds.length) throw new FieldProblem('items', '大屏不存在');
    // Stored as written here, so the list and the history show one spelling of it.
    record.items = JSON.stringify(parsePlaylist(text));
  },
  // A deleted playlist's displays lost it already (set null), so the project's displays all ask again.
  afterWrite: (app, db, { action, ids, projectId }) =>
    tellDisplays(
      app,
      db,
      action === 'update'
        ? inArray(siteDisplays.playlistId, [...ids])
        : eq(siteDisplays.projectId, projectId),
      { command: 'changed' },
    ),
};
