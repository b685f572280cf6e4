import { extname } from 'node:path';
import { Type } from '@sinclair/typebox';
import {
  type LprPassageRow,
  LPR_ACCESS_RECORD_RESOURCE as RESOURCE,
  VEHICLE_DIRECTION_IN,
  VEHICLE_TYPES,
} from '@site/shared-schema';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lprDayPlates, lprRecords } from '../../db/schema';
import { pageFields, pageWindow } from '../../http/paging';
import type { StoredRow } from '../../resource/adapter';
import { filterFields, projectId } from '../../resource/body-schemas';
import { DATE_ONLY } from '../../resource/date-range';
import { given, listWhere } from '../../resource/filters';
import { storedImage } from '../../resource/images';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { presentRow } from '../../resource/present';
import { countRows, notFound, readRows } from '../../resource/rows';
import { contentTypeOf } from '../../storage/object-store';
import { accessRecordAdapter as adapter } from './lpr-record-adapters';
import { drawPlatePhoto } from './plate-photo';
import { filterTime } from './routes';

type Body = Record<string, unknown>;

/** The block's filters and the wall widget's `timeStart` / `timeEnd` (both inclusive). */
function accessWhere(body: Body): SQL {
  const from = filterTime('timeStart', body.timeStart as string | undefined);
  const to = filterTime('timeEnd', body.timeEnd as string | undefined);
  return and(
    listWhere(RESOURCE, adapter, body),
    from ? gte(lprRecords.recognitionTime, from) : undefined,
    to ? lte(lprRecords.recognitionTime, to) : undefined,
  ) as SQL;
}

/** The access search's keys that the day plates can total: whole days, a colour and a direction. */
const DAY_PLATE_KEYS = new Set([
  'projectId',
  'pageNumber',
  'pageSize',
  'recognitionTimeStart',
  'recognitionTimeEnd',
  'plateColor',
  'direction',
]);

/**
 * The day of a range bound that takes whole days, as the console sends them ('YYYY-MM-DD', or its
 * first second for a start and its last for an end: passages keep whole seconds); else undefined.
 */
function wholeDay(value: unknown, end: boolean): string | undefined {
  const [day, time = end ? '23:59:59' : '00:00:00'] = String(value).trim().split(' ');
  return DATE_ONLY.test(day) && time === (end ? '23:59:59' : '00:00:00') ? day : undefined;
}

/**
 * The total of an access search of whole days at most, summed from the day plates (lpr_day_plates, kept
 * by triggers) rather than counted over the passages: a week is 175,000 passages at a large site, a
 * page of them needs 20. undefined when the search names anything else (a plate, a type, a device, a
 * time of day), which the passages alone can answer. Call once `accessWhere` has checked the body.
 */
async function dayPlatesTotal(db: Database, body: Body): Promise<number | undefined> {
  if (Object.entries(body).some(([key, value]) => given(value) && !DAY_PLATE_KEYS.has(key))) return undefined;
  const [start, end] = [body.recognitionTimeStart, body.recognitionTimeEnd].map((bound, index) =>
    given(bound) ? wholeDay(bound, index === 1) : null,
  );
  if (start === undefined || end === undefined) return undefined;
  const direction = given(body.direction) ? Number(body.direction) : undefined;
  if (direction !== undefined && direction !== 1 && direction !== 2) return undefined;
  const counted =
    direction === undefined
      ? sql`${lprDayPlates.inCount} + ${lprDayPlates.outCount}`
      : direction === VEHICLE_DIRECTION_IN
        ? sql`${lprDayPlates.inCount}`
        : sql`${lprDayPlates.outCount}`;
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${counted}), 0)::int` })
    .from(lprDayPlates)
    .where(
      and(
        eq(lprDayPlates.projectId, String(body.projectId)),
        start ? gte(lprDayPlates.day, start) : undefined,
        end ? lte(lprDayPlates.day, end) : undefined,
        given(body.plateColor) ? eq(lprDayPlates.plateColor, Number(body.plateColor)) : undefined,
      ),
    );
  return total;
}

/** A passage as the lists answer it: the block's row and the vehicle type's name the wall widget shows. */
export function presentPassage(row: StoredRow): LprPassageRow {
  const shown = presentRow(RESOURCE, row, false) as unknown as LprPassageRow;
  // The seed's vehicle record names a worker type; for a vehicle that is its type.
  return { ...shown, workerTypeName: VEHICLE_TYPES[shown.vehicleType] ?? VEHICLE_TYPES[0] };
}

const pageBody = Type.Object({
  projectId,
  ...pageFields,
  ...filterFields(RESOURCE),
  timeStart: Type.Optional(Type.String({ maxLength: 19 })),
  timeEnd: Type.Optional(Type.String({ maxLength: 19 })),
});

/** The access list: the console's page and the wall's vehicle widget (WIDGET_CALLS.vehicleRecords). */
const page: RoutePlan = {
  action: 'page',
  path: RESOURCE.api.page,
  access: RESOURCE.permission.list,
  build: ({ db }) => ({
    ...routeParts({
      body: pageBody,
      handler: async ({ body }) => {
        const where = accessWhere(body as Body);
        const [total, rows] = await Promise.all([
          dayPlatesTotal(db, body as Body).then((summed) => summed ?? countRows(db, adapter, where)),
          readRows(db, adapter, where, pageWindow(body)),
        ]);
        return { records: rows.map(presentPassage), total };
      },
    }),
    wall: true,
  }),
};

const photoBody = Type.Object({ projectId, recordId: Type.String({ minLength: 1, maxLength: 64 }) });
const photoField = RESOURCE.fields.find((field) => field.key === 'photoUrl')!;

/**
 * A record's photo (every plate list shows it by the record's id): the camera's picture when it sent one,
 * else one drawn by the server. Declared without naming records for the generated suite (it makes records
 * through an add call, which passages have not); another project's record is 404 (lpr-record.test.ts).
 */
const photo: RoutePlan = {
  action: 'photo',
  path: RESOURCE.api.photo,
  access: RESOURCE.permission.list,
  build: ({ db, files }) =>
    routeParts({
      body: photoBody,
      file: true,
      handler: async ({ body }) => {
        const ofProject = and(
          eq(lprRecords.projectId, body.projectId),
          eq(lprRecords.id, body.recordId),
        ) as SQL;
        const [row] = await readRows(db, adapter, ofProject);
        if (!row) throw notFound();
        const record = presentPassage(row);
        // A camera's picture gone from the files is drawn like a missing one.
        const relative = record.photoUrl
          ? await storedImage(photoField, record.photoUrl, files).catch(() => '')
          : '';
        const stored = relative ? await files.read(relative) : null;
        if (stored) {
          return {
            fileName: `${record.recordId}${extname(relative)}`,
            contentType: contentTypeOf(relative),
            body: stored,
          };
        }
        return {
          fileName: `${record.recordId}.png`,
          contentType: 'image/png',
          body: await drawPlatePhoto(record),
        };
      },
    }),
};

/** The access list's own routes: the list shared with the walls, and the photo of a record. */
export const accessRecordPlans: RoutePlan[] = [page, photo];
