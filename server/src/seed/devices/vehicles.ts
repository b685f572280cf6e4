import { VEHICLE_DIRECTION_IN } from '@site/shared-schema';
import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { lprDevices, lprRecords, vehicleFleets, vehicles } from '../../db/schema';
import { plateColorOf } from '../../modules/vehicle/plate-colour';
import { DEMO_PROJECTS } from '../demo';
import { dayStart, MINUTE, stamp } from './clock';
import { DEMO_DEVICES } from './ids';
import { between, integerBetween, pick, type Random, seededRandom } from './random';

const VEHICLE_DIRECTION_OUT = 2;
const PLATE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const STRANGER_PREFIXES = ['皖B', '苏E', '赣A', '浙D', '沪C'];
const DAYS = 7;

/** How a kind of vehicle comes and goes in a day: trips, minutes inside, minutes away between trips. */
interface Pattern {
  trips: [number, number];
  dwell: [number, number];
  away: [number, number];
  /** Minutes after midnight of the first arrival. */
  firstArrival: [number, number];
}

const PATTERNS = {
  dumpTruck: { trips: [3, 5], dwell: [20, 40], away: [40, 90], firstArrival: [420, 480] },
  mixer: { trips: [2, 4], dwell: [30, 60], away: [60, 120], firstArrival: [450, 560] },
  logistics: { trips: [0, 2], dwell: [40, 90], away: [120, 240], firstArrival: [480, 720] },
  // Staff cars come once and stay the working day.
  staffCar: { trips: [1, 1], dwell: [540, 660], away: [0, 0], firstArrival: [440, 520] },
} satisfies Record<string, Pattern>;

const FLEETS: { id: string; mcName: string; fleet: { vehicleType: number; pattern: Pattern }[] }[] = [
  {
    id: 'fleet-1',
    mcName: '城建渣土运输车队',
    fleet: Array.from({ length: 6 }, () => ({ vehicleType: 6, pattern: PATTERNS.dumpTruck })),
  },
  {
    id: 'fleet-2',
    mcName: '华东商砼车队',
    fleet: Array.from({ length: 4 }, () => ({ vehicleType: 5, pattern: PATTERNS.mixer })),
  },
  {
    id: 'fleet-3',
    mcName: '顺达建材物流车队',
    fleet: [
      { vehicleType: 3, pattern: PATTERNS.logistics },
      { vehicleType: 3, pattern: PATTERNS.logistics },
      { vehicleType: 4, pattern: PATTERNS.logistics },
    ],
  },
  {
    id: 'fleet-4',
    mcName: '项目部车辆',
    fleet: [
      { vehicleType: 1, pattern: PATTERNS.staffCar },
      { vehicleType: 1, pattern: PATTERNS.staffCar },
      { vehicleType: 1, pattern: PATTERNS.staffCar },
      { vehicleType: 2, pattern: PATTERNS.staffCar },
    ],
  },
];

function plate(random: Random, prefix: string): string {
  const body = Array.from({ length: 5 }, () => pick(random, [...PLATE_CHARACTERS])).join('');
  return `${prefix}·${body}`;
}

interface Passage {
  licensePlate: string;
  vehicleType: number;
  direction: number;
  at: number;
}

/** The entries and exits of one vehicle on one day, as the pattern of its kind plays out. */
function dayOfVehicle(
  random: Random,
  day: Date,
  licensePlate: string,
  vehicleType: number,
  pattern: Pattern,
) {
  const passages: Passage[] = [];
  let at = day.getTime() + integerBetween(random, ...pattern.firstArrival) * MINUTE;
  for (let trip = integerBetween(random, ...pattern.trips); trip > 0; trip--) {
    const leaves = at + between(random, ...pattern.dwell) * MINUTE;
    passages.push({ licensePlate, vehicleType, direction: VEHICLE_DIRECTION_IN, at });
    passages.push({ licensePlate, vehicleType, direction: VEHICLE_DIRECTION_OUT, at: leaves });
    at = leaves + between(random, ...pattern.away) * MINUTE;
  }
  return passages;
}

/** Unregistered vehicles: a few short visits a day during working hours. */
function strangers(random: Random, day: Date): Passage[] {
  return Array.from({ length: integerBetween(random, 2, 4) }).flatMap(() => {
    const licensePlate = plate(random, pick(random, STRANGER_PREFIXES));
    const vehicleType = pick(random, [0, 3]);
    const at = day.getTime() + integerBetween(random, 8 * 60, 17 * 60) * MINUTE;
    return [
      { licensePlate, vehicleType, direction: VEHICLE_DIRECTION_IN, at },
      {
        licensePlate,
        vehicleType,
        direction: VEHICLE_DIRECTION_OUT,
        at: at + between(random, 10, 30) * MINUTE,
      },
    ];
  });
}

/** Two gate cameras, four fleets of registered vehicles and their passages of today and the past 6 days. */
export async function seedVehicles(db: Database, now: number): Promise<void> {
  const projectId = DEMO_PROJECTS.main;
  const random = seededRandom('vehicles');
  await db.insert(lprDevices).values([
    {
      id: DEMO_DEVICES.lpr.entrance,
      projectId,
      deviceName: '东大门入口车牌识别',
      deviceSn: 'LPR-2023-0815-01',
      direction: VEHICLE_DIRECTION_IN,
      ip: '192.168.10.21',
      lastOnlineTime: stamp(now),
      sort: 0,
    },
    {
      id: DEMO_DEVICES.lpr.exit,
      projectId,
      deviceName: '东大门出口车牌识别',
      deviceSn: 'LPR-2023-0815-02',
      direction: VEHICLE_DIRECTION_OUT,
      ip: '192.168.10.22',
      lastOnlineTime: stamp(now),
      sort: 1,
    },
  ]);
  await db
    .insert(vehicleFleets)
    .values(FLEETS.map(({ id, mcName }, sort) => ({ id, projectId, mcName, sort })));
  const registered = FLEETS.flatMap(({ id: fleetId, fleet }) =>
    fleet.map(({ vehicleType, pattern }) => ({
      fleetId,
      vehicleType,
      pattern,
      licensePlate: plate(random, random() < 0.8 ? '浙A' : '浙H'),
    })),
  );
  await db.insert(vehicles).values(
    registered.map(({ fleetId, vehicleType, licensePlate }) => ({
      projectId,
      fleetId,
      vehicleType,
      licensePlate,
    })),
  );
  const passages = Array.from({ length: DAYS }, (_, index) => dayStart(now, DAYS - 1 - index)).flatMap(
    (day) => [
      ...registered.flatMap(({ licensePlate, vehicleType, pattern }) =>
        dayOfVehicle(random, day, licensePlate, vehicleType, pattern),
      ),
      ...strangers(random, day),
    ],
  );
  await insertMany(
    db,
    lprRecords,
    passages
      .filter((passage) => passage.at <= now)
      .map(({ licensePlate, vehicleType, direction, at }) => ({
        projectId,
        deviceId: direction === VEHICLE_DIRECTION_IN ? DEMO_DEVICES.lpr.entrance : DEMO_DEVICES.lpr.exit,
        licensePlate,
        vehicleType,
        plateColor: plateColorOf(licensePlate, vehicleType),
        direction,
        recognitionTime: stamp(Math.floor(at / 1000) * 1000),
      })),
  );
}
