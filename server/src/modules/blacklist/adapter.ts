import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personBlacklist } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';

/** The blacklist's rows: every field of BLACKLIST_RESOURCE as stored. */
export const blacklistAdapter: ResourceAdapter = {
  table: personBlacklist,
  id: personBlacklist.id,
  project: personBlacklist.projectId,
  columns: {
    personName: personBlacklist.personName,
    idcardNumber: personBlacklist.idcardNumber,
    eventDescription: personBlacklist.eventDescription,
    eventTime: personBlacklist.eventTime,
    eventPlace: personBlacklist.eventPlace,
  },
  select: (db) =>
    db
      .select({
        blacklistId: personBlacklist.id,
        projectId: personBlacklist.projectId,
        personName: personBlacklist.personName,
        idcardNumber: personBlacklist.idcardNumber,
        eventDescription: personBlacklist.eventDescription,
        eventTime: personBlacklist.eventTime,
        eventPlace: personBlacklist.eventPlace,
        createTime: personBlacklist.createdAt,
      })
      .from(personBlacklist)
      .$dynamic(),
  orderBy: [desc(personBlacklist.createdAt)],
  // An entry bars its ID number across the organisation, so it carries the organisation.
  insertValues: ({ operator }) => ({ orgId: operator.orgId }),
};

/** Whether an ID number is on the organisation's blacklist (in any of its projects). */
export async function isBlacklisted(db: Database, orgId: string, idcardNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: personBlacklist.id })
    .from(personBlacklist)
    .where(
      and(eq(personBlacklist.orgId, orgId), eq(personBlacklist.idcardNumber, idcardNumber.toUpperCase())),
    )
    .limit(1);
  return row !== undefined;
}
