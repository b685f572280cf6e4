import { type Static, Type } from '@sinclair/typebox';
import {
  CHANNEL_NAME_MAX,
  CHANNEL_NAME_REQUIRED,
  MONITOR_CHANNEL_API,
  MONITOR_DEVICE_RESOURCE,
} from '@site/shared-schema';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { monitorChannels, monitorDevices } from '../../db/schema';
import { projectId } from '../../resource/body-schemas';
import { FieldProblem } from '../../resource/field-problem';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { notFound } from '../../resource/rows';

const deviceId = Type.String({ minLength: 1, maxLength: 64 });
const channelNo = Type.Integer({ minimum: 1, maximum: 1024 });
const channelName = Type.String({ maxLength: 200 });

/** A device of the project, or 404 记录不存在 (another project's device is not told apart from none). */
async function checkDevice(db: Database, project: string, device: string) {
  const [row] = await db
    .select({ id: monitorDevices.id })
    .from(monitorDevices)
    .where(and(eq(monitorDevices.projectId, project), eq(monitorDevices.id, device)));
  if (!row) throw notFound();
}

function nameOf(value: string): string {
  const name = value.trim();
  if (!name) throw new FieldProblem('channelName', CHANNEL_NAME_REQUIRED);
  if (name.length > CHANNEL_NAME_MAX) throw new FieldProblem('channelName', `最多${CHANNEL_NAME_MAX}个字符`);
  return name;
}

const ofDevice = { field: 'deviceId', many: false, of: MONITOR_DEVICE_RESOURCE } as const;
const access = MONITOR_DEVICE_RESOURCE.permission.update;
const channelKey = Type.Object({ projectId, deviceId, channelNo });
const where = (body: Static<typeof channelKey>) =>
  and(eq(monitorChannels.deviceId, body.deviceId), eq(monitorChannels.channelNo, body.channelNo));

/**
 * A device's channels (siteMonitorChannel): added with the next number, renamed, removed. Their list is
 * the walls' siteMonitorChannel/list, which answers each channel's play path.
 */
export const monitorChannelPlans: RoutePlan[] = [
  {
    action: 'addChannel',
    path: MONITOR_CHANNEL_API.add,
    access,
    ids: ofDevice,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, deviceId, channelName }),
        handler: async ({ body }) => {
          await checkDevice(db, body.projectId, body.deviceId);
          const name = nameOf(body.channelName);
          return db.transaction(async (tx) => {
            const [last] = await tx
              .select({ no: max(monitorChannels.channelNo) })
              .from(monitorChannels)
              .where(eq(monitorChannels.deviceId, body.deviceId));
            const next = (last?.no ?? 0) + 1;
            await tx
              .insert(monitorChannels)
              .values({ deviceId: body.deviceId, channelNo: next, channelName: name });
            return { deviceId: body.deviceId, channelId: String(next), channelName: name };
          });
        },
      }),
  },
  {
    action: 'updateChannel',
    path: MONITOR_CHANNEL_API.update,
    access,
    ids: ofDevice,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, deviceId, channelNo, channelName }),
        handler: async ({ body }) => {
          await checkDevice(db, body.projectId, body.deviceId);
          const name = nameOf(body.channelName);
          const changed = await db
            .update(monitorChannels)
            .set({ channelName: name })
            .where(where(body))
            .returning({ no: monitorChannels.channelNo });
          if (!changed.length) throw notFound();
          return null;
        },
      }),
  },
  {
    action: 'removeChannel',
    path: MONITOR_CHANNEL_API.remove,
    access,
    ids: ofDevice,
    build: ({ db }) =>
      routeParts({
        body: channelKey,
        handler: async ({ body }) => {
          await checkDevice(db, body.projectId, body.deviceId);
          const removed = await db
            .delete(monitorChannels)
            .where(where(body))
            .returning({ no: monitorChannels.channelNo });
          if (!removed.length) throw notFound();
          return null;
        },
      }),
  },
];
