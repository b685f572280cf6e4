import { FLEET_MESSAGES } from '@site/shared-schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lprWhiteLists, vehicleFleets } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';

const columns = {
  mcName: vehicleFleets.mcName,
  parentId: vehicleFleets.parentId,
  leaderName: vehicleFleets.leaderName,
  leaderPhone: vehicleFleets.leaderPhone,
  sort: vehicleFleets.sort,
  remark: vehicleFleets.remark,
};

/** The ids of a project's fleets by their parent ('' for the top level). */
export async function childrenByParent(db: Database, projectId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: vehicleFleets.id, parentId: vehicleFleets.parentId })
    .from(vehicleFleets)
    .where(eq(vehicleFleets.projectId, projectId));
  const children = new Map<string, string[]>();
  for (const { id, parentId } of rows) children.set(parentId, [...(children.get(parentId) ?? []), id]);
  return children;
}

/** The fleet and every fleet below it. */
function subtree(children: Map<string, string[]>, root: string): Set<string> {
  const found = new Set<string>();
  const walk = (id: string) => {
    found.add(id);
    for (const child of children.get(id) ?? []) if (!found.has(child)) walk(child);
  };
  walk(root);
  return found;
}

/**
 * Fleets (FLEET_RESOURCE): the parent must be a fleet of the project and, on an update, not the fleet
 * itself nor one below it. The whitelist names a fleet by its name, so a renamed fleet takes its
 * whitelist entries along (in the write's transaction).
 */
export const fleetAdapter: ResourceAdapter = {
  table: vehicleFleets,
  id: vehicleFleets.id,
  project: vehicleFleets.projectId,
  columns,
  select: (db) =>
    db
      .select({
        fleetId: vehicleFleets.id,
        projectId: vehicleFleets.projectId,
        ...columns,
        createTime: vehicleFleets.createdAt,
      })
      .from(vehicleFleets)
      .$dynamic(),
  orderBy: [asc(vehicleFleets.sort), asc(vehicleFleets.createdAt), asc(vehicleFleets.id)],
  async check({ db, operator }, record, before) {
    const parentId = String(record.parentId ?? '');
    const children = await childrenByParent(db, operator.projectId);
    const known = new Set([...children.values()].flat());
    if (parentId && !known.has(parentId)) throw new FieldProblem('parentId', FLEET_MESSAGES.parentMissing);
    if (!before) return;
    if (parentId && subtree(children, String(before.fleetId)).has(parentId))
      throw new FieldProblem('parentId', FLEET_MESSAGES.parentLoop);
    if (before.mcName !== record.mcName) {
      await db
        .update(lprWhiteLists)
        .set({ mcName: String(record.mcName) })
        .where(
          and(
            eq(lprWhiteLists.projectId, operator.projectId),
            eq(lprWhiteLists.mcName, String(before.mcName)),
          ),
        );
    }
  },
};
