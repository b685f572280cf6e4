import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customScreens, projects, siteDisplays } from '../../db/schema';
import type { PlaybackGrant } from '../../http/route';

/**
 * What a registered display's token stands for: the screen it is assigned, as a playback key of that
 * screen would. Unassigned, it is a grant of no published screen, which every wall check refuses.
 */
export async function findDisplayGrant(db: Database, tokenHash: string): Promise<PlaybackGrant | null> {
  const [row] = await db
    .select({
      displayId: siteDisplays.id,
      screenId: siteDisplays.screenId,
      projectId: siteDisplays.projectId,
      orgId: projects.orgId,
      projectEnabled: projects.enabled,
      publishedRevision: customScreens.publishedRevision,
    })
    .from(siteDisplays)
    .innerJoin(projects, eq(projects.id, siteDisplays.projectId))
    .leftJoin(customScreens, eq(customScreens.id, siteDisplays.screenId))
    .where(eq(siteDisplays.tokenHash, tokenHash));
  if (!row) return null;
  const { publishedRevision, screenId, ...grant } = row;
  return {
    ...grant,
    screenId: screenId ?? '',
    published: publishedRevision !== null && publishedRevision !== undefined,
  };
}
