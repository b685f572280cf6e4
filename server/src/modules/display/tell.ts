import { displayTopic } from '@site/shared-realtime';
import type { DisplayMessage } from '@site/shared-schema';
import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { screenPlaylists, siteDisplays } from '../../db/schema';

/** Tells the registered displays the condition picks (those of a playlist that changed) on their topics. */
export async function tellDisplays(
  app: FastifyInstance,
  db: Database,
  which: SQL | undefined,
  message: DisplayMessage,
): Promise<void> {
  const displays = await db.select({ id: siteDisplays.id }).from(siteDisplays).where(which);
  for (const display of displays) app.realtime.publish(displayTopic(display.id), message);
}

/**
 * A screen was published: the displays that play it, alone or in a playlist, ask for their registration
 * again, so one that waited for it (大屏不存在或未发布) plays it at once and one that plays it takes the
 * new version. Playlists store their items as written by parsePlaylist, so the screen's id is found as
 * `"screenId":"<id>"` in their text.
 */
export async function tellDisplaysOfScreen(
  app: FastifyInstance,
  db: Database,
  screen: { id: string; projectId: string },
): Promise<void> {
  const playlists = db
    .select({ id: screenPlaylists.id })
    .from(screenPlaylists)
    .where(
      and(
        eq(screenPlaylists.projectId, screen.projectId),
        like(screenPlaylists.items, containsPattern(`"screenId":${JSON.stringify(screen.id)}`)),
      ),
    );
  await tellDisplays(
    app,
    db,
    and(
      eq(siteDisplays.projectId, screen.projectId),
      or(eq(siteDisplays.screenId, screen.id), inArray(siteDisplays.playlistId, playlists)),
    ),
    { command: 'changed' },
  );
}
