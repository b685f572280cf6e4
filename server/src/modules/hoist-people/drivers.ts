import { Type } from '@sinclair/typebox';
import {
  CERTIFICATE_EXPIRING_DAYS,
  type CRANE_DRIVER_RESOURCE,
  checkCertificateEnd,
  type HoistDriverRow,
  type LIFT_DRIVER_RESOURCE,
} from '@site/shared-schema';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hoistDrivers, persons } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { ResourceAdapter } from '../../resource/adapter';
import { projectId } from '../../resource/body-schemas';
import { FieldProblem } from '../../resource/field-problem';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { expiryStatusOf } from '../contract/expiry-status';
import { checkDeviceChoice, type HoistPeopleKind } from '../hoist/people-kinds';
import { findHolder } from '../person/holder';

/** The certificate's status from today, as the contracts' (a filter column too). */
const expiryStatus = expiryStatusOf(hoistDrivers.certificateEndDate, CERTIFICATE_EXPIRING_DAYS);

/**
 * The drivers of a kind: hoist_drivers of its select type with the person's name and ID number from the
 * roster, the name of the crane or lift he drives, and his certificate's status.
 */
export function driverAdapter(kind: HoistPeopleKind): ResourceAdapter {
  const columns = {
    personId: hoistDrivers.personId,
    // Read from the joined roster and device for the search; never written (neither is a form field).
    personName: persons.personName,
    idcardNumber: persons.idcardNumber,
    [kind.deviceKey]: kind.driverColumn,
    [kind.deviceNameKey]: kind.deviceName,
    certificateNo: hoistDrivers.certificateNo,
    certificateStartDate: hoistDrivers.certificateStartDate,
    certificateEndDate: hoistDrivers.certificateEndDate,
    expiryStatus: expiryStatus as unknown as AnyPgColumn,
  };
  return {
    table: hoistDrivers,
    id: hoistDrivers.id,
    project: hoistDrivers.projectId,
    columns,
    scope: eq(hoistDrivers.selectType, kind.selectType),
    filterJoins: (query) =>
      query
        .innerJoin(persons, eq(persons.id, hoistDrivers.personId))
        .leftJoin(kind.devices, eq(kind.devices.id, kind.driverColumn)),
    select: (db) =>
      db
        .select({
          driverId: hoistDrivers.id,
          projectId: hoistDrivers.projectId,
          ...columns,
          [kind.deviceKey]: sql<string>`coalesce(${kind.driverColumn}, '')`,
          [kind.deviceNameKey]: sql<string>`coalesce(${kind.deviceName}, '')`,
          expiryStatus,
          createTime: hoistDrivers.createdAt,
        })
        .from(hoistDrivers)
        .innerJoin(persons, eq(persons.id, hoistDrivers.personId))
        .leftJoin(kind.devices, eq(kind.devices.id, kind.driverColumn))
        .$dynamic(),
    orderBy: [desc(hoistDrivers.createdAt)],
    insertValues: () => ({ selectType: kind.selectType }),
    async check(context, record, before) {
      const person = await findHolder(context, record);
      const [already] = await context.db
        .select({ id: hoistDrivers.id })
        .from(hoistDrivers)
        .where(
          and(
            eq(hoistDrivers.personId, person.personId),
            eq(hoistDrivers.selectType, kind.selectType),
            before ? ne(hoistDrivers.id, String(before.driverId)) : undefined,
          ),
        );
      if (already) throw new FieldProblem('personId', `该人员已是${kind.label}司机`);
      await checkDeviceChoice(kind, context, record);
      const endProblem = checkCertificateEnd(record);
      if (endProblem) throw new FieldProblem('certificateEndDate', endProblem);
    },
  };
}

/**
 * queryPersonByCrane `{ projectId, craneDeviceId | elevatorDeviceId }`: who drives that crane or lift, with
 * his certificate, by name; a device not of the project is 404 设备不存在.
 */
export function driversByDevicePlan(
  resource: typeof CRANE_DRIVER_RESOURCE | typeof LIFT_DRIVER_RESOURCE,
  kind: HoistPeopleKind,
): RoutePlan {
  return {
    action: 'byDevice',
    path: resource.api.byDevice,
    access: resource.permission.list,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({
          projectId,
          [kind.deviceKey]: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        handler: async ({ body }): Promise<HoistDriverRow[]> => {
          const deviceId = String(body[kind.deviceKey]);
          const [device] = await db
            .select({ id: kind.devices.id })
            .from(kind.devices)
            .where(and(eq(kind.devices.id, deviceId), eq(kind.devices.projectId, body.projectId)));
          if (!device) throw new ApiError(CODE.notFound, '设备不存在');
          return db
            .select({
              driverId: hoistDrivers.id,
              personId: hoistDrivers.personId,
              personName: persons.personName,
              certificateNo: hoistDrivers.certificateNo,
              certificateEndDate: hoistDrivers.certificateEndDate,
              expiryStatus,
            })
            .from(hoistDrivers)
            .innerJoin(persons, eq(persons.id, hoistDrivers.personId))
            .where(eq(kind.driverColumn, deviceId))
            .orderBy(asc(persons.personName), asc(hoistDrivers.id));
        },
      }),
  };
}
