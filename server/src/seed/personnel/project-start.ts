import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { parseIsoDate } from './dates';

/** The day a demo project started (its start date in the project info): rosters and events follow it. */
export async function projectStartOf(db: Database, projectId: string): Promise<Date> {
  const [project] = await db
    .select({ startDate: projects.startDate })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project?.startDate) throw new Error(`seed personnel: project ${projectId} has no start date`);
  return parseIsoDate(project.startDate);
}
