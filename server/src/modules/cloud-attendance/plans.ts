import { Type } from '@sinclair/typebox';
import {
  CLOUD_ATTENDANCE_API,
  CLOUD_ATTENDANCE_RESOURCE,
  formatDateTime,
  MESSAGES,
  PERSON_RESOURCE,
} from '@site/shared-schema';
import { and, inArray, type SQL } from 'drizzle-orm';
import { persons } from '../../db/schema';
import { requireSelection } from '../../resource/batch';
import { idList, idsKey, projectId } from '../../resource/body-schemas';
import { inWrite } from '../../resource/context';
import { scopeWhere } from '../../resource/filters';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { logSnapshot } from '../../resource/present';
import { RESOURCE_MESSAGES } from '../../resource/register';
import { ownRows, readRows } from '../../resource/rows';
import { recordOperations } from '../operate-log/write';
import { personAdapter } from '../person/adapter';
import { cloudAttendanceAdapter } from './adapter';

const resource = CLOUD_ATTENDANCE_RESOURCE;
const { permission } = resource;
const moduleName = resource.name;

/**
 * Enabling people of the roster (add, { projectId, personIds }) and disabling them (remove,
 * { projectId, personIdList }): a flag on the person, not rows of their own. Someone already enabled keeps
 * his time; the log names the change ADD or DELETE under cloudAttendance.
 */
export const cloudAttendancePlans: RoutePlan[] = [
  {
    action: 'add',
    path: CLOUD_ATTENDANCE_API.add,
    access: permission.add,
    ids: { field: 'personIds', many: true, of: PERSON_RESOURCE },
    build: (deps) =>
      routeParts({
        body: Type.Object({ projectId, personIds: idList }),
        message: RESOURCE_MESSAGES.added,
        handler: async ({ body, user }) => {
          requireSelection(body.personIds, MESSAGES.selectPersons);
          await inWrite(deps, user, body.projectId, {}, async (context) => {
            const roster = scopeWhere(personAdapter, body.projectId, {});
            const people = await ownRows(context.db, personAdapter, roster, body.personIds);
            const listed = and(
              scopeWhere(cloudAttendanceAdapter, body.projectId, {}),
              inArray(persons.id, body.personIds),
            );
            const enabled = new Set(
              (await readRows(context.db, cloudAttendanceAdapter, listed as SQL)).map((row) =>
                String(row.personId),
              ),
            );
            const ids = people.map((row) => String(row.personId)).filter((id) => !enabled.has(id));
            if (ids.length === 0) return;
            await context.db
              .update(persons)
              .set({ cloudAttendanceTime: formatDateTime(Date.now()), updatedAt: new Date() })
              .where(inArray(persons.id, ids));
            const rows = await readRows(context.db, cloudAttendanceAdapter, inArray(persons.id, ids) as SQL);
            await recordOperations(
              context.db,
              context.operator,
              rows.map((row) => ({
                module: moduleName,
                operateType: 'ADD' as const,
                targetId: String(row.personId),
                targetName: String(row.personName),
                before: null,
                after: logSnapshot(resource, row),
              })),
            );
          });
        },
      }),
  },
  {
    action: 'remove',
    path: CLOUD_ATTENDANCE_API.remove,
    access: permission.remove,
    ids: { field: idsKey(resource), many: true, of: resource },
    build: (deps) =>
      routeParts({
        body: Type.Object({ projectId, personIdList: idList }),
        message: MESSAGES.deleted,
        handler: async ({ body, user }) => {
          const ids = body.personIdList;
          requireSelection(ids, MESSAGES.selectPersons);
          await inWrite(deps, user, body.projectId, {}, async (context) => {
            const scope = scopeWhere(cloudAttendanceAdapter, body.projectId, {});
            const rows = await ownRows(context.db, cloudAttendanceAdapter, scope, ids);
            await context.db
              .update(persons)
              .set({ cloudAttendanceTime: null, updatedAt: new Date() })
              .where(inArray(persons.id, ids));
            await recordOperations(
              context.db,
              context.operator,
              rows.map((row) => ({
                module: moduleName,
                operateType: 'DELETE' as const,
                targetId: String(row.personId),
                targetName: String(row.personName),
                before: logSnapshot(resource, row),
                after: null,
              })),
            );
          });
        },
      }),
  },
];
