import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { craneAlarms, craneDevices, craneReadings } from '../../db/schema';
import { craneAlarmTypes } from '../../modules/crane/limits';
import { DEMO_PROJECTS } from '../demo';
import { dailyWave, HOUR, isWorkingTime, readingTimes, stamp } from './clock';
import { gustFront } from './gust';
import { DEMO_DEVICES } from './ids';
import { between, type Random, round, seededRandom } from './random';

interface CraneProfile {
  id: string;
  projectId: string;
  craneName: string;
  towerCapHeight: number;
  towerHeight: number;
  frontArmLength: number;
  backArmLength: number;
  tcMlMaxScope: number;
  ratedWeight: number;
  /** Rated load moment in tonne-metres: what the moment percentage is of. */
  ratedMoment: number;
  /** The latest reading is an overload, so the demo shows a crane in alarm. */
  endsInOverload: boolean;
  /** Device faults, hours before the seed time. */
  errorsHoursAgo: { hoursAgo: number; alarmType: string }[];
}

const CRANES: CraneProfile[] = [
  {
    id: DEMO_DEVICES.crane.first,
    projectId: DEMO_PROJECTS.main,
    craneName: '1号塔吊（QTZ80）',
    towerCapHeight: 6.5,
    towerHeight: 86,
    frontArmLength: 56,
    backArmLength: 12.8,
    tcMlMaxScope: 55,
    ratedWeight: 6,
    ratedMoment: 80,
    endsInOverload: false,
    errorsHoursAgo: [
      { hoursAgo: 5, alarmType: '高度传感器故障' },
      { hoursAgo: 29, alarmType: '高度传感器故障' },
    ],
  },
  {
    id: DEMO_DEVICES.crane.second,
    projectId: DEMO_PROJECTS.main,
    craneName: '2号塔吊（QTZ125）',
    towerCapHeight: 7.2,
    towerHeight: 102,
    frontArmLength: 60,
    backArmLength: 15.2,
    tcMlMaxScope: 58,
    ratedWeight: 8,
    ratedMoment: 125,
    endsInOverload: true,
    errorsHoursAgo: [{ hoursAgo: 20, alarmType: '通信中断' }],
  },
  {
    id: DEMO_DEVICES.crane.sciencePark,
    projectId: DEMO_PROJECTS.pastDeadline,
    craneName: '科创园塔吊',
    towerCapHeight: 6.5,
    towerHeight: 64,
    frontArmLength: 50,
    backArmLength: 12,
    tcMlMaxScope: 48,
    ratedWeight: 6,
    ratedMoment: 63,
    endsInOverload: false,
    errorsHoursAgo: [],
  },
];

/** Hook self-weight and trolley: the moment a crane shows with an empty hook, in percent. */
const EMPTY_HOOK_MOMENT = 3;

function reading(crane: CraneProfile, time: Date, random: Random, gust: number, overload: boolean) {
  const calm = 2.6 + 2.2 * Math.max(0, dailyWave(time, 15)) + between(random, -0.8, 0.8);
  const windSpeed = round(Math.max(0.3, calm + gust));
  const obliguity = round(
    0.25 + 0.1 * dailyWave(time, 14) + between(random, 0, 0.1) + (random() < 0.01 ? 0.8 : 0),
    2,
  );
  const working = overload || isWorkingTime(time);
  const range = working ? between(random, 8, crane.tcMlMaxScope) : 12;
  // The load the crane may lift at this range: the rated weight, or less far out on the jib.
  const capacity = Math.min(crane.ratedWeight, crane.ratedMoment / range);
  const lifting = working && random() > 0.15;
  const loadShare =
    overload || (lifting && random() < 0.02) ? between(random, 1.02, 1.06) : between(random, 0.2, 0.8);
  const weight = lifting || overload ? capacity * loadShare : 0;
  return {
    deviceId: crane.id,
    recordedAt: stamp(time),
    height: round(working ? between(random, 5, crane.towerHeight - 10) : crane.towerHeight - 8),
    obliguity,
    moment: round(((weight * range) / crane.ratedMoment) * 100 + EMPTY_HOOK_MOMENT),
    range: round(range),
    windSpeed,
    weight: round(weight, 2),
  };
}

/** Tower cranes with a reading every 10 minutes for 2 days, the alarms those readings raised, and faults. */
export async function seedCranes(db: Database, now: number): Promise<void> {
  await db
    .insert(craneDevices)
    .values(
      CRANES.map(({ endsInOverload, errorsHoursAgo, ratedMoment, ...device }, sort) => ({ ...device, sort })),
    );
  const times = readingTimes(now, 2);
  const gust = gustFront(now);
  const readings = CRANES.flatMap((crane) => {
    const random = seededRandom(`crane:${crane.id}`);
    return times.map((time, index) =>
      reading(crane, time, random, gust(time), crane.endsInOverload && index === times.length - 1),
    );
  });
  const limits = new Map(CRANES.map((crane) => [crane.id, crane]));
  const alarms = readings.flatMap((row) =>
    craneAlarmTypes(row, limits.get(row.deviceId)!).map((alarmType) => ({
      deviceId: row.deviceId,
      happenedAt: row.recordedAt,
      category: 'alarm',
      alarmType,
    })),
  );
  const errors = CRANES.flatMap((crane) =>
    crane.errorsHoursAgo.map(({ hoursAgo, alarmType }) => ({
      deviceId: crane.id,
      happenedAt: stamp(now - hoursAgo * HOUR),
      category: 'error',
      alarmType,
    })),
  );
  await insertMany(db, craneReadings, readings);
  await insertMany(db, craneAlarms, [...alarms, ...errors]);
}
