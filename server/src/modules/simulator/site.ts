import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';

/** The projects the simulator drives: enabled ones (a stopped project's devices stay silent), with their org. */
export async function activeProjects(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ projectId: projects.id, orgId: projects.orgId })
    .from(projects)
    .where(eq(projects.enabled, true));
  return new Map(rows.map((row) => [row.projectId, row.orgId]));
}
