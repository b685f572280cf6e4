import { Type } from '@sinclair/typebox';
import {
  FLEET_API,
  FLEET_MESSAGES,
  FLEET_RESOURCE,
  type FleetNode,
  type FleetVehiclePage,
  MESSAGES,
} from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import { vehicleFleets } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import { pageFields, pageWindow } from '../../http/paging';
import { idsKey, projectId } from '../../resource/body-schemas';
import { inWrite } from '../../resource/context';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { notFound, readRows } from '../../resource/rows';
import { removeRecords } from '../../resource/write';
import { fleetAdapter } from './fleet-adapter';
import { fleetVehicles, vehicleCounts } from './fleet-queries';
import { filterTime } from './routes';

const fleetId = Type.String({ minLength: 1, maxLength: 64 });

/** Nests the fleets (in the adapter's order) under their parents; one whose parent is gone stays on top. */
function treeOf(rows: Omit<FleetNode, 'children'>[]): FleetNode[] {
  const nodes = new Map(rows.map((row) => [row.fleetId, { ...row, children: [] as FleetNode[] }]));
  const roots: FleetNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The fleet tree in place of the block's page, a delete that refuses fleets with sub-fleets or vehicles,
 * and a fleet's vehicles with their passages (docs/api-decisions.md "Fleets").
 */
export const fleetPlans: RoutePlan[] = [
  {
    action: 'page',
    path: FLEET_API.page,
    access: FLEET_RESOURCE.permission.list,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId }),
        handler: async ({ body }): Promise<FleetNode[]> => {
          const [rows, counts] = await Promise.all([
            readRows(db, fleetAdapter, eq(vehicleFleets.projectId, body.projectId)),
            vehicleCounts(db, body.projectId),
          ]);
          return treeOf(
            rows.map((row) => ({
              fleetId: String(row.fleetId),
              mcName: String(row.mcName),
              parentId: String(row.parentId),
              leaderName: String(row.leaderName),
              leaderPhone: String(row.leaderPhone),
              sort: Number(row.sort),
              remark: String(row.remark),
              vehicleCount: counts.get(String(row.fleetId)) ?? 0,
            })),
          );
        },
      }),
  },
  {
    action: 'remove',
    path: FLEET_API.remove,
    access: FLEET_RESOURCE.permission.remove!,
    ids: { field: idsKey(FLEET_RESOURCE), many: true, of: FLEET_RESOURCE },
    build: (deps) =>
      routeParts({
        body: Type.Object({ projectId, fleetIdList: Type.Array(fleetId, { minItems: 1, maxItems: 100 }) }),
        message: MESSAGES.deleted,
        handler: async ({ body, user }) =>
          inWrite(deps, user, body.projectId, {}, async (context) => {
            const ids = body.fleetIdList;
            const own = await context.db
              .select({ id: vehicleFleets.id })
              .from(vehicleFleets)
              .where(and(eq(vehicleFleets.projectId, body.projectId), inArray(vehicleFleets.id, ids)));
            if (own.length !== new Set(ids).size) throw notFound();
            const [children, counts] = await Promise.all([
              context.db
                .select({ id: vehicleFleets.id })
                .from(vehicleFleets)
                .where(
                  and(eq(vehicleFleets.projectId, body.projectId), inArray(vehicleFleets.parentId, ids)),
                ),
              vehicleCounts(context.db, body.projectId),
            ]);
            // A fleet deleted with all its sub-fleets at once leaves none behind.
            if (children.some((child) => !ids.includes(child.id)))
              throw new ApiError(CODE.badRequest, FLEET_MESSAGES.hasChildren);
            if (ids.some((id) => (counts.get(id) ?? 0) > 0))
              throw new ApiError(CODE.badRequest, FLEET_MESSAGES.hasVehicles);
            await removeRecords(FLEET_RESOURCE, fleetAdapter, context, ids);
          }),
      }),
  },
  {
    action: 'vehicles',
    path: FLEET_API.vehicles,
    access: FLEET_RESOURCE.permission.list,
    ids: { field: 'fleetId', many: false, of: FLEET_RESOURCE },
    build: ({ db }) =>
      routeParts({
        body: Type.Object({
          projectId,
          fleetId,
          timeStart: Type.Optional(Type.String({ maxLength: 19 })),
          timeEnd: Type.Optional(Type.String({ maxLength: 19 })),
          ...pageFields,
        }),
        handler: async ({ body }): Promise<FleetVehiclePage> => {
          const [fleet] = await db
            .select({ id: vehicleFleets.id })
            .from(vehicleFleets)
            .where(and(eq(vehicleFleets.projectId, body.projectId), eq(vehicleFleets.id, body.fleetId)));
          if (!fleet) throw notFound();
          return fleetVehicles(
            db,
            body.projectId,
            fleet.id,
            { from: filterTime('timeStart', body.timeStart), to: filterTime('timeEnd', body.timeEnd) },
            pageWindow(body),
          );
        },
      }),
  },
];
