import { Type } from '@sinclair/typebox';
import {
  type DeviceAlarmCounts,
  endOfDay,
  type HoistManagerPhone,
  type ResourceCode,
  startOfDay,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import { defineRoute } from '../../http/route';
import { findProject } from '../project/queries';
import { alarmCounts, type DeviceEventCount } from './alarm-counts';

/** The routes cranes and lifts share, each declared by its module with its own path and access code. */

const projectId = Type.String({ minLength: 1 });

/** Whom to call about a crane or a lift: the project's manager (the seed names no per-device contact). */
export const managerPhoneRoute = (db: Database, path: string, access: ResourceCode) =>
  defineRoute({
    path,
    access,
    projectField: 'projectId',
    body: Type.Object({ projectId }),
    handler: async ({ body }): Promise<HoistManagerPhone> => {
      const project = await findProject(db, body.projectId);
      return { managerName: project?.managerName ?? '', managerPhone: project?.managerPhone ?? '' };
    },
  });

/** A project's events between two 'YYYY-MM-DD HH:mm:ss' times, per device and category. */
type CountEvents = (projectId: string, from: string, to: string) => Promise<DeviceEventCount[]>;

/** Today's alarms and errors of a project's devices: the call names no period, and a wall shows the current day. */
export const todayAlarmCountsRoute = (path: string, access: ResourceCode, countEvents: CountEvents) =>
  defineRoute({
    path,
    access,
    projectField: 'projectId',
    wall: true,
    body: Type.Object({ projectId }),
    handler: async ({ body }): Promise<DeviceAlarmCounts> => {
      const now = Date.now();
      return alarmCounts(await countEvents(body.projectId, startOfDay(now), endOfDay(now)));
    },
  });
