import { type Static, Type } from '@sinclair/typebox';
import { projectTopic, type VerifyTimeLog } from '@site/shared-realtime';
import {
  datePart,
  ENTRY_EXIT_TYPE_NAMES,
  type EntryExitType,
  formatDateTime,
  type PersonRecordRow,
  PERSON_RECORD_RESOURCE as RESOURCE,
} from '@site/shared-schema';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personRecords, persons, verifyDevices } from '../../db/schema';
import { parseDateTime } from '../../http/datetime';
import { pageFields, pageWindow } from '../../http/paging';
import type { SessionUser } from '../../http/route';
import type { StoredRow } from '../../resource/adapter';
import { bodySchemas, filterFields, projectId } from '../../resource/body-schemas';
import { canReveal } from '../../resource/context';
import { exportFields, exportRows } from '../../resource/export-rows';
import { FieldProblem } from '../../resource/field-problem';
import { listWhere } from '../../resource/filters';
import { storedImage } from '../../resource/images';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { presentRow } from '../../resource/present';
import { countRows, notFound, readRows } from '../../resource/rows';
import { invalidateDay } from '../attendance/day-summaries';
import { shownImage } from '../file/urls';
import { deviceFilter, personFilter } from '../identify-record/person-filters';
import { defineExport, runExport } from '../task/export-task';
import { personRecordAdapter as adapter } from './adapter';
import { dayBounds, dayOfField } from './day';

type Body = Record<string, unknown>;

/**
 * The records a list or an export reaches: the block's filters (in/out, time range ending 23:59:59), the
 * people and devices named, and `recordDate`, the day the wall widget and the dashboard send.
 */
function personRecordWhere(body: Body): SQL {
  const project = String(body.projectId);
  const day =
    typeof body.recordDate === 'string' && body.recordDate ? dayOfField('recordDate', body.recordDate) : '';
  const bounds = day ? dayBounds(day) : undefined;
  return and(
    listWhere(RESOURCE, adapter, body),
    personFilter(project, body, personRecords.personId),
    deviceFilter(project, body, personRecords.deviceId),
    bounds ? gte(personRecords.recordTime, bounds.from) : undefined,
    bounds ? lt(personRecords.recordTime, bounds.to) : undefined,
  ) as SQL;
}

/** A record as the list answers it: the block's row with the widget's fields (the seed's EntryExitRecord). */
export function presentPersonRecord(row: StoredRow, reveal: boolean): PersonRecordRow {
  const shown = presentRow(RESOURCE, row, reveal) as unknown as PersonRecordRow;
  return {
    ...shown,
    entryExitTypeName: ENTRY_EXIT_TYPE_NAMES[shown.entryExitType],
    recordDate: datePart(shown.recordTime),
    // A record without a measure has no temperature (null, as the widget reads it), not ''.
    personTemperature: (row.personTemperature as number | null) ?? null,
    // Nucleic-acid test results are not collected (an epidemic-era field of the seed).
    nucleicTestPointName: null,
    nucleicTestTime: null,
  };
}

/** One record of the project as the list answers it, masked (what is published goes to every subscriber). */
export async function readPersonRecord(db: Database, recordId: string): Promise<PersonRecordRow> {
  const [row] = await readRows(db, adapter, eq(personRecords.id, recordId));
  return presentPersonRecord(row, false);
}

/** Walls read the list with a playback key: they never see an ID number whole. */
const revealFor = (db: Database, user: SessionUser | null) =>
  user ? canReveal(db, user, RESOURCE) : Promise.resolve(false);

const schemas = bodySchemas(RESOURCE);
const pageBody = Type.Object({
  projectId,
  ...pageFields,
  ...filterFields(RESOURCE),
  /** The day (its 00:00:00 as the widget sends it); absent for every day. */
  recordDate: Type.Optional(Type.String({ maxLength: 32 })),
});

const page: RoutePlan = {
  action: 'page',
  path: RESOURCE.api.page,
  access: RESOURCE.permission.list,
  build: ({ db }) => ({
    ...routeParts({
      body: pageBody,
      handler: async ({ body, user }) => {
        const where = personRecordWhere(body as Body);
        const [total, rows, reveal] = await Promise.all([
          countRows(db, adapter, where),
          readRows(db, adapter, where, pageWindow(body)),
          revealFor(db, user as SessionUser | null),
        ]);
        return { records: rows.map((row) => presentPersonRecord(row, reveal)), total };
      },
    }),
    // The wall's entry/exit widget and the dashboard call the same list (WIDGET_CALLS.entryExitRecords).
    wall: true,
  }),
};

const exportPlan: RoutePlan = {
  action: 'export',
  path: RESOURCE.api.export,
  access: RESOURCE.permission.export,
  build: (deps) => {
    const recipe = defineExport(deps, {
      name: RESOURCE.api.export,
      access: RESOURCE.permission.export,
      build: async (user, body: Static<typeof schemas.export>) => {
        const where = personRecordWhere(body);
        return {
          projectId: body.projectId,
          taskType: RESOURCE.taskTypes.export,
          taskName: `${RESOURCE.label}导出`,
          fileName: `${RESOURCE.label}导出.xlsx`,
          columns: exportFields(RESOURCE).map((field) => ({ header: field.label })),
          rows: exportRows(deps.db, RESOURCE, adapter, where, {
            reveal: await canReveal(deps.db, user, RESOURCE),
            origin: deps.options.publicUrl ?? '',
          }),
          total: await countRows(deps.db, adapter, where),
        };
      },
    });
    return routeParts({
      body: schemas.export,
      file: true,
      handler: ({ body, user }) => runExport(deps, recipe, user, body),
    });
  },
};

const addBody = Type.Object({
  projectId,
  personId: Type.String({ minLength: 1, maxLength: 64 }),
  deviceId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  entryExitType: Type.Union(Object.keys(ENTRY_EXIT_TYPE_NAMES).map((value) => Type.Literal(value))),
  /** The device's time of the passage; the server's now when absent. */
  recordTime: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  personTemperature: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** A picture uploaded first (/files/...). */
  recordPhotoUrl: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
});

const fieldOf = (key: string) => RESOURCE.fields.find((field) => field.key === key)!;

/**
 * A passage a device reports (siteVerifyPersonRecord/add): the person and the device must be the
 * project's; the record is written and published on the project's timeLog as the list shows it.
 */
const add: RoutePlan = {
  action: 'add',
  path: RESOURCE.api.add,
  access: RESOURCE.permission.list,
  build: (deps) =>
    routeParts({
      body: addBody,
      message: '新增成功',
      handler: async ({ body, request }) => {
        const { db } = deps;
        const [person] = await db
          .select({ id: persons.id })
          .from(persons)
          .where(and(eq(persons.id, body.personId), eq(persons.projectId, body.projectId)));
        if (!person) throw new FieldProblem('personId', '人员不存在');
        const deviceId = body.deviceId || null;
        const [device] = deviceId
          ? await db
              .select({ id: verifyDevices.id, deviceName: verifyDevices.deviceName })
              .from(verifyDevices)
              .where(and(eq(verifyDevices.id, deviceId), eq(verifyDevices.projectId, body.projectId)))
          : [];
        if (deviceId && !device) throw new FieldProblem('deviceId', '设备不存在');
        const recordTime = formatDateTime(
          body.recordTime ? parseDateTime('recordTime', body.recordTime) : Date.now(),
        );
        const photo = body.recordPhotoUrl
          ? await storedImage(fieldOf('recordPhotoUrl'), body.recordPhotoUrl, deps.files)
          : '';
        const [{ id }] = await db
          .insert(personRecords)
          .values({
            projectId: body.projectId,
            personId: person.id,
            deviceId,
            entryExitType: body.entryExitType as EntryExitType,
            recordTime,
            recordPhotoUrl: shownImage(photo),
            personTemperature: body.personTemperature ?? null,
          })
          .returning({ id: personRecords.id });
        await invalidateDay(db, body.projectId, datePart(recordTime));
        const record = await readPersonRecord(db, id);
        const message: VerifyTimeLog = {
          deviceType: 'verify',
          recordKind: 'person',
          projectId: body.projectId,
          deviceId: deviceId ?? '',
          deviceName: device?.deviceName ?? '',
          time: recordTime,
          record,
        };
        request.server.realtime.publish(projectTopic('timeLog', body.projectId), message);
        return { recordId: id };
      },
    }),
};

/** One record, as the list answers it (the block's query answers the stored row alone). */
const query: RoutePlan = {
  action: 'query',
  path: RESOURCE.api.query,
  access: RESOURCE.permission.list,
  ids: { field: RESOURCE.idKey, many: false, of: RESOURCE },
  build: ({ db }) =>
    routeParts({
      body: schemas.query,
      handler: async ({ body, user }) => {
        const ofProject = and(
          eq(personRecords.projectId, body.projectId),
          eq(personRecords.id, String(body.recordId)),
        ) as SQL;
        const [row] = await readRows(db, adapter, ofProject);
        if (!row) throw notFound();
        return presentPersonRecord(row, await canReveal(db, user, RESOURCE));
      },
    }),
};

/** The entries and exits' own routes: the widget's list, its export, a device's report, one record. */
export const personRecordPlans: RoutePlan[] = [page, exportPlan, add, query];
