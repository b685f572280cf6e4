import { Type } from '@sinclair/typebox';
import { AI_CAMERA_HOUR_RECORD_RESOURCE, AI_DIRECTIONS, type AiTrafficPoint } from '@site/shared-schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiCameraRecords } from '../../db/schema';
import { projectId } from '../../resource/body-schemas';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { checkedDay, checkedPeriod } from '../attendance/report-fields';
import { selectRows } from '../attendance/select-rows';

const [IN, OUT] = AI_DIRECTIONS.map(({ value }) => value);
const r = aiCameraRecords;
const cameraId = Type.Optional(Type.String({ maxLength: 64 }));
const day = Type.String({ maxLength: 20 });

/**
 * The people flow of a project (or of one of its AI cameras) in slots of `step` from `from` to `to`
 * (both slots included): every slot, the empty ones with zeros, counted in SQL from the same passages
 * the record tabs list.
 */
function traffic(
  db: Database,
  where: { projectId: string; cameraId?: string },
  slots: { from: string; to: string; step: '1 hour' | '1 day'; label: 'HH24' | 'YYYY-MM-DD' },
): Promise<AiTrafficPoint[]> {
  const camera = where.cameraId ? sql`and ${r.cameraId} = ${where.cameraId}` : sql``;
  const step = sql.raw(`interval '${slots.step}'`);
  return selectRows<AiTrafficPoint>(
    db,
    sql`select to_char(slot, ${slots.label}) as "label",
        (count(${r.id}) filter (where ${r.direction} = ${IN}))::int as "inCount",
        (count(${r.id}) filter (where ${r.direction} = ${OUT}))::int as "outCount",
        (count(${r.id}) filter (where ${r.personId} is null))::int as "strangerCount"
      from generate_series(${slots.from}::timestamp, ${slots.to}::timestamp, ${step}) slot
      left join ${r} on ${r.projectId} = ${where.projectId} ${camera}
        and ${r.recordTime} >= slot and ${r.recordTime} < slot + ${step}
      group by slot order by slot`,
  );
}

const access = 'aiTrafficStatistics';
const { api } = AI_CAMERA_HOUR_RECORD_RESOURCE;

/** ai-statistics: people flow by hour of a day and by day of a period (aiTrafficStatistics). */
export const trafficPlans: RoutePlan[] = [
  {
    action: 'byHour',
    path: api.byHour,
    access,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, day, cameraId }),
        handler: ({ body }) => {
          const date = checkedDay('day', body.day);
          return traffic(db, body, {
            from: `${date} 00:00:00`,
            to: `${date} 23:00:00`,
            step: '1 hour',
            label: 'HH24',
          });
        },
      }),
  },
  {
    action: 'byDay',
    path: api.byDay,
    access,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId, startDate: day, endDate: day, cameraId }),
        handler: ({ body }) => {
          const { from, to } = checkedPeriod(body);
          return traffic(db, body, { from, to, step: '1 day', label: 'YYYY-MM-DD' });
        },
      }),
  },
];
