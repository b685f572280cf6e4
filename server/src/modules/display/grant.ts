import { type PlaylistItem, parsePlaylist } from '@site/shared-schema';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customScreens, projects, screenPlaylists, siteDisplays } from '../../db/schema';
import type { PlaybackGrant } from '../../http/route';

type DisplayRow = typeof siteDisplays.$inferSelect;

/**
 * The turns of a display's playlist that it can play: those of published screens of its project, in
 * order. Empty when it plays one screen, or its playlist holds none it can play yet.
 */
export async function playableTurns(db: Database, display: DisplayRow): Promise<PlaylistItem[]> {
  if (!display.playlistId) return [];
  const [playlist] = await db
    .select({ items: screenPlaylists.items })
    .from(screenPlaylists)
    .where(eq(screenPlaylists.id, display.playlistId));
  const items = parsePlaylist(playlist?.items ?? '[]') ?? [];
  if (items.length === 0) return [];
  const published = await db
    .select({ id: customScreens.id })
    .from(customScreens)
    .where(
      and(
        eq(customScreens.projectId, display.projectId),
        inArray(
          customScreens.id,
          items.map((item) => item.screenId),
        ),
        isNotNull(customScreens.publishedRevision),
      ),
    );
  const playable = new Set(published.map((screen) => screen.id));
  return items.filter((item) => playable.has(item.screenId));
}

/**
 * What a registered display's token stands for: the screen it is assigned, or the playable screens of
 * its playlist, as a playback key of those screens would. Unassigned, it is a grant of no published
 * screen, which every wall check refuses.
 */
export async function findDisplayGrant(db: Database, tokenHash: string): Promise<PlaybackGrant | null> {
  const [row] = await db
    .select({
      display: siteDisplays,
      orgId: projects.orgId,
      projectEnabled: projects.enabled,
      publishedRevision: customScreens.publishedRevision,
    })
    .from(siteDisplays)
    .innerJoin(projects, eq(projects.id, siteDisplays.projectId))
    .leftJoin(customScreens, eq(customScreens.id, siteDisplays.screenId))
    .where(eq(siteDisplays.tokenHash, tokenHash));
  if (!row) return null;
  const { display, orgId, projectEnabled, publishedRevision } = row;
  const base = { displayId: display.id, projectId: display.projectId, orgId, projectEnabled };
  if (display.screenId) {
    return { ...base, screenIds: [display.screenId], published: publishedRevision != null };
  }
  const screenIds = (await playableTurns(db, display)).map((item) => item.screenId);
  return { ...base, screenIds, published: screenIds.length > 0 };
}
