import { desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { craneWorkCycles, elevatorWorkCycles, persons } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { CRANE_PEOPLE, type HoistPeopleKind, LIFT_PEOPLE } from '../hoist/people-kinds';

type CycleTable = PgTable & {
  id: AnyPgColumn;
  deviceId: AnyPgColumn;
  personId: AnyPgColumn;
  startTime: AnyPgColumn;
  endTime: AnyPgColumn;
};

/** The work cycles of a kind, each with its device's and driver's names, newest end first. */
function workAdapter(
  kind: HoistPeopleKind,
  cycles: CycleTable,
  values: Record<string, AnyPgColumn>,
): ResourceAdapter {
  const { devices } = kind;
  const columns = {
    deviceName: kind.deviceName,
    personName: persons.personName,
    startTime: cycles.startTime,
    endTime: cycles.endTime,
  };
  return {
    table: cycles,
    id: cycles.id,
    project: devices.projectId,
    columns,
    filterJoins: (query) =>
      query
        .innerJoin(devices, eq(devices.id, cycles.deviceId))
        .leftJoin(persons, eq(persons.id, cycles.personId)),
    select: (db) =>
      db
        .select({
          workId: cycles.id,
          projectId: devices.projectId,
          deviceId: cycles.deviceId,
          ...columns,
          personName: sql<string>`coalesce(${persons.personName}, '')`,
          ...values,
        })
        .from(cycles)
        .innerJoin(devices, eq(devices.id, cycles.deviceId))
        .leftJoin(persons, eq(persons.id, cycles.personId))
        .$dynamic(),
    orderBy: [desc(cycles.endTime)],
  };
}

/** Crane lifts (CRANE_WORK_RESOURCE). */
export const craneWorkAdapter = workAdapter(CRANE_PEOPLE, craneWorkCycles, {
  startRange: craneWorkCycles.startRange,
  endRange: craneWorkCycles.endRange,
  maxWeight: craneWorkCycles.maxWeight,
  maxMoment: craneWorkCycles.maxMoment,
  maxHeight: craneWorkCycles.maxHeight,
});

/** Lift trips (LIFT_WORK_RESOURCE). */
export const liftWorkAdapter = workAdapter(LIFT_PEOPLE, elevatorWorkCycles, {
  startFloor: elevatorWorkCycles.startFloor,
  endFloor: elevatorWorkCycles.endFloor,
  maxWeight: elevatorWorkCycles.maxWeight,
  maxPeople: elevatorWorkCycles.maxPeople,
  maxHeight: elevatorWorkCycles.maxHeight,
});
