import { Type } from '@sinclair/typebox';
import {
  type ElectricalStats,
  endOfDay,
  formatDateTime,
  MONTH_FORMAT,
  startOfDay,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { pageFields } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { countWarnings, type Period, usageByBucket } from './queries';
import { daysOfMonth, electricalStats, hoursOfDay } from './stats';

/**
 * The widgets' payload. Paging does not apply to statistics, and the areas of a distribution box are
 * its own (areaName), not the attendance areas of areaId/areaIdList: all three are accepted and ignored.
 */
const statsBody = Type.Object({
  projectId: Type.String({ minLength: 1 }),
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
  ...pageFields,
  areaId: Type.Optional(Type.String({ maxLength: 64 })),
  areaIdList: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 1000 })),
});

function monthPeriod(month: string): Period {
  const days = daysOfMonth(month);
  return { from: `${days[0]} 00:00:00`, to: `${days[days.length - 1]} 23:59:59` };
}

export const electricalRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: WIDGET_CALLS.electricityDay.path,
    access: 'cSiteAepDeviceManager',
    projectField: 'projectId',
    wall: true,
    body: statsBody,
    // The hours of today by the server's clock, whatever month is sent: the day tab shows today.
    handler: async ({ body }): Promise<ElectricalStats> => {
      const now = Date.now();
      const period = { from: startOfDay(now), to: endOfDay(now) };
      const [usage, warnings] = await Promise.all([
        usageByBucket(db, body.projectId, 'hour', period),
        countWarnings(db, body.projectId, period),
      ]);
      return electricalStats('hour', hoursOfDay(), usage, warnings);
    },
  }),
  defineRoute({
    path: WIDGET_CALLS.electricityMonth.path,
    access: 'cSiteAepDeviceManager',
    projectField: 'projectId',
    wall: true,
    body: statsBody,
    // The days of the month sent, or of this month.
    handler: async ({ body }): Promise<ElectricalStats> => {
      const month = body.month ?? formatDateTime(Date.now(), MONTH_FORMAT);
      const period = monthPeriod(month);
      const [usage, warnings] = await Promise.all([
        usageByBucket(db, body.projectId, 'day', period),
        countWarnings(db, body.projectId, period),
      ]);
      return electricalStats('day', daysOfMonth(month), usage, warnings);
    },
  }),
];
