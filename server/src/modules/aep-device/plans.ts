import { Type } from '@sinclair/typebox';
import {
  AEP_DEVICE_API,
  AEP_DEVICE_RESOURCE,
  AEP_ELECTRICITY_UNITS,
  type AepRealtimeRow,
  checkAepParams,
  formatDateTime,
  MONTH_FORMAT,
} from '@site/shared-schema';
import { desc, eq } from 'drizzle-orm';
import { aepRealtimeLogs } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import { projectId } from '../../resource/body-schemas';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { BRISK_AEP_BOX_PACE, DEMO_AEP_BOX_PACE, simulatedAepBoxes } from '../simulator/aep-boxes';
import { DEVICE_OFFLINE } from '../verify-device/gateway';
import { aepRealtimeLogAdapter } from './adapter';
import { boxOfProject } from './box';
import { electricityStatistic } from './electricity';
import { paramState, sendParams } from './params';

const deviceId = Type.String({ minLength: 1, maxLength: 64 });
const ACCESS = AEP_DEVICE_RESOURCE.permission.list;
const NAMES_BOX = { field: 'deviceId', many: false, of: AEP_DEVICE_RESOURCE } as const;

/** queryParam: the limits the box runs and its latest sending. */
const paramPlan: RoutePlan = {
  action: 'param',
  path: AEP_DEVICE_API.param,
  access: ACCESS,
  ids: NAMES_BOX,
  build: ({ db }) =>
    routeParts({
      body: Type.Object({ projectId, deviceId }),
      handler: async ({ body }) => paramState(db, await boxOfProject(db, body.projectId, body.deviceId)),
    }),
};

/**
 * updateParam: the limits checked as the console's form checks them, then sent to the box; answered
 * PENDING at once, the box's answer follows on sendAepDeviceParam. An offline box is refused at once.
 */
const updateParamPlan: RoutePlan = {
  action: 'updateParam',
  path: AEP_DEVICE_API.updateParam,
  access: AEP_DEVICE_RESOURCE.permission.update,
  ids: NAMES_BOX,
  build: ({ db, options }) => {
    // This server's gateway is the simulated fleet; it answers whether or not the simulator's rounds run.
    const boxes = simulatedAepBoxes({
      db,
      pace: options.simulator ? DEMO_AEP_BOX_PACE : BRISK_AEP_BOX_PACE,
    });
    return routeParts({
      body: Type.Object({
        projectId,
        deviceId,
        ratedCurrent: Type.Number(),
        maxTemperature: Type.Number(),
        lowVoltage: Type.Number(),
        highVoltage: Type.Number(),
        maxLeakageElectricity: Type.Number(),
      }),
      message: '参数已下发',
      handler: async ({ body, request }) => {
        const { projectId, deviceId, ...params } = body;
        const box = await boxOfProject(db, projectId, deviceId);
        const problem = checkAepParams(params);
        if (problem) throw new ApiError(CODE.badRequest, problem);
        if (!box.online) throw new ApiError(CODE.badRequest, DEVICE_OFFLINE);
        return sendParams(
          db,
          boxes,
          (destination, message) => request.server.realtime.publish(destination, message),
          box,
          params,
          (error) => request.log.error(error),
        );
      },
    });
  },
};

/** realtime: the box's latest reading, as a row of the realtime log list, or null before the first. */
const realtimePlan: RoutePlan = {
  action: 'realtime',
  path: AEP_DEVICE_API.realtime,
  access: ACCESS,
  ids: NAMES_BOX,
  build: ({ db }) =>
    routeParts({
      body: Type.Object({ projectId, deviceId }),
      handler: async ({ body }) => {
        const box = await boxOfProject(db, body.projectId, body.deviceId);
        const [latest] = await aepRealtimeLogAdapter
          .select(db)
          .where(eq(aepRealtimeLogs.deviceId, box.id))
          .orderBy(desc(aepRealtimeLogs.recordedAt))
          .limit(1);
        return (latest as unknown as AepRealtimeRow | undefined) ?? null;
      },
    }),
};

/** Electricity by day (period YYYY-MM, this month by default) or by month (YYYY, this year), of every box or of one. */
const electricityPlan: RoutePlan = {
  action: 'electricity',
  path: AEP_DEVICE_API.electricity,
  access: ACCESS,
  build: ({ db }) =>
    routeParts({
      body: Type.Object({
        projectId,
        deviceId: Type.Optional(Type.String({ maxLength: 64 })),
        unit: Type.Union(AEP_ELECTRICITY_UNITS.map((unit) => Type.Literal(unit))),
        period: Type.Optional(Type.String({ pattern: '^\\d{4}(-(0[1-9]|1[0-2]))?$' })),
      }),
      handler: async ({ body }) => {
        if (body.deviceId) await boxOfProject(db, body.projectId, body.deviceId);
        const monthly = body.unit === 'month';
        const thisMonth = formatDateTime(Date.now(), MONTH_FORMAT);
        const period = body.period || (monthly ? thisMonth.slice(0, 4) : thisMonth);
        if (monthly !== (period.length === 4))
          throw new ApiError(CODE.badRequest, monthly ? 'period: 请选择年份' : 'period: 请选择月份');
        return electricityStatistic(db, {
          projectId: body.projectId,
          deviceId: body.deviceId || undefined,
          unit: body.unit,
          period,
        });
      },
    }),
};

export const aepDevicePlans = [paramPlan, updateParamPlan, realtimePlan, electricityPlan];
