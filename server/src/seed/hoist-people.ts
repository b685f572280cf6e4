import { DATE_FORMAT, formatDateTime } from '@site/shared-schema';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertMany } from '../db/insert-many';
import {
  craneDevices,
  craneReadings,
  craneWorkCycles,
  elevatorReadings,
  elevatorWorkCycles,
  hoistDrivers,
  persons,
  verifyDevicePersons,
  verifyDevices,
} from '../db/schema';
import { craneCycle, liftTrip } from '../modules/hoist-people/cycles';
import { DEMO_PROJECTS } from './demo';
import { DEMO_DEVICES } from './devices/ids';
import { seededRandom } from './devices/random';

const DAY = 86_400_000;
const dayFrom = (days: number) => formatDateTime(Date.now() + days * DAY, DATE_FORMAT);
/** A seeded reading's time ('YYYY-MM-DD HH:mm:ss', local) as a Date. */
const timeOf = (recordedAt: string) => new Date(recordedAt.replace(' ', 'T'));

const { crane, lift } = DEMO_DEVICES;

/**
 * Who drives what in the main project: a driver per crane and lift cage, one certificate expiring within
 * the month and one already expired, so the driver lists show every status.
 */
const DRIVERS = [
  { selectType: 1, craneId: crane.first, endIn: 420, cab: '1号塔吊驾驶室' },
  { selectType: 1, craneId: crane.second, endIn: 12, cab: '2号塔吊驾驶室' },
  { selectType: 2, elevatorId: lift.left, endIn: 300, cab: '1号升降机左笼' },
  { selectType: 2, elevatorId: lift.right, endIn: -20, cab: '1号升降机右笼' },
] as const;

/**
 * The people side of the main project's cranes and lifts: drivers with their certificates taken from the
 * roster's workers with a head photo, a face device in each cab bound to its crane or cage holding its
 * driver's face, and the work cycles of the seeded readings (a crane's loaded readings, a cage's moves).
 */
export async function seedHoistPeople(db: Database): Promise<void> {
  const projectId = DEMO_PROJECTS.main;
  const people = await db
    .select({ id: persons.id })
    .from(persons)
    .where(
      and(
        eq(persons.projectId, projectId),
        eq(persons.personType, 'WORKER'),
        eq(persons.onJobStatus, 1),
        ne(persons.headPhotoPath, ''),
      ),
    )
    .orderBy(asc(persons.id))
    .limit(DRIVERS.length);
  if (people.length < DRIVERS.length) return;
  const drivers = DRIVERS.map(({ cab: _cab, endIn, ...driver }, index) => ({
    id: `hoist-driver-${index + 1}`,
    projectId,
    personId: people[index].id,
    ...driver,
    certificateNo: `T${String(330_100_000 + index * 7919).padStart(12, '0')}`,
    certificateStartDate: dayFrom(endIn - 6 * 365),
    certificateEndDate: dayFrom(endIn),
  }));
  await db.insert(hoistDrivers).values(drivers);
  const now = formatDateTime(Date.now());
  const cabs = DRIVERS.map((driver, index) => ({
    id: `cab-face-${index + 1}`,
    projectId,
    deviceName: `${driver.cab}人脸识别`,
    deviceSn: `CAB7${String(index + 1).padStart(8, '0')}`,
    sort: index + 1,
    model: 'DS-K1T671M',
    firmwareVersion: 'V1.0.0',
    online: true,
    lastOnlineTime: now,
    bindingType: driver.selectType === 1 ? 'CRANE' : 'ELEVATOR',
    craneId: 'craneId' in driver ? driver.craneId : null,
    elevatorId: 'elevatorId' in driver ? driver.elevatorId : null,
  }));
  await db.insert(verifyDevices).values(cabs);
  await db.insert(verifyDevicePersons).values(
    cabs.map((cab, index) => ({
      deviceId: cab.id,
      personId: drivers[index].personId,
      syncStatus: 'SYNCED' as const,
      reason: '',
      updateTime: now,
    })),
  );
  const driverOf = new Map(
    drivers.map((driver) => [
      ('craneId' in driver ? driver.craneId : driver.elevatorId) ?? '',
      driver.personId,
    ]),
  );
  await seedCycles(db, projectId, driverOf);
}

/** The work cycles the seeded readings of the project's cranes and lifts make, as the simulator makes them. */
async function seedCycles(db: Database, projectId: string, driverOf: Map<string, string>) {
  const random = seededRandom('hoist-people');
  const cranes = await db.select().from(craneDevices).where(eq(craneDevices.projectId, projectId));
  const maxRange = new Map(cranes.map((row) => [row.id, row.tcMlMaxScope]));
  const loaded = await db
    .select()
    .from(craneReadings)
    .where(and(inArray(craneReadings.deviceId, [...maxRange.keys()]), gt(craneReadings.weight, 0)))
    .orderBy(asc(craneReadings.recordedAt));
  await insertMany(
    db,
    craneWorkCycles,
    loaded.flatMap((reading) => {
      const cycle = craneCycle(
        random,
        reading,
        timeOf(reading.recordedAt),
        maxRange.get(reading.deviceId) ?? reading.range,
        driverOf.get(reading.deviceId) ?? null,
      );
      return cycle ? [cycle] : [];
    }),
  );
  const moves = await db
    .select()
    .from(elevatorReadings)
    .where(inArray(elevatorReadings.deviceId, [lift.left, lift.right]))
    .orderBy(asc(elevatorReadings.deviceId), asc(elevatorReadings.recordedAt));
  const trips = moves.flatMap((reading, index) => {
    const before = moves[index - 1];
    if (!before || before.deviceId !== reading.deviceId) return [];
    const trip = liftTrip(
      random,
      reading,
      timeOf(reading.recordedAt),
      before,
      driverOf.get(reading.deviceId) ?? null,
    );
    return trip ? [trip] : [];
  });
  await insertMany(db, elevatorWorkCycles, trips);
}
