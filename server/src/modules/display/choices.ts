import type { DisplayPlaylistChoice, DisplayScreenChoice } from '@site/shared-schema';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customScreens, screenPlaylists } from '../../db/schema';

/** The screens of a project a display or a playlist may hold, by name; an unpublished one plays once published. */
export async function screenChoices(db: Database, projectId: string): Promise<DisplayScreenChoice[]> {
  const rows = await db
    .select({
      screenId: customScreens.id,
      screenName: customScreens.screenName,
      publishedRevision: customScreens.publishedRevision,
    })
    .from(customScreens)
    .where(eq(customScreens.projectId, projectId))
    .orderBy(asc(customScreens.screenName), asc(customScreens.id));
  return rows.map(({ publishedRevision, ...row }) => ({ ...row, published: publishedRevision !== null }));
}

/** The playlists of a project a display may play, by name. */
export async function playlistChoices(db: Database, projectId: string): Promise<DisplayPlaylistChoice[]> {
  return db
    .select({ playlistId: screenPlaylists.id, playlistName: screenPlaylists.playlistName })
    .from(screenPlaylists)
    .where(eq(screenPlaylists.projectId, projectId))
    .orderBy(asc(screenPlaylists.playlistName), asc(screenPlaylists.id));
}
