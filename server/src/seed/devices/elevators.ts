import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { elevatorAlarms, elevatorDevices, elevatorReadings } from '../../db/schema';
import { liftAlarmTypes } from '../../modules/elevator/limits';
import { DEMO_PROJECTS } from '../demo';
import { dailyWave, HOUR, isWorkingTime, READING_INTERVAL, readingTimes, stamp } from './clock';
import { gustFront } from './gust';
import { DEMO_DEVICES } from './ids';
import { between, integerBetween, type Random, round, seededRandom } from './random';

/** SC200/200 cages: both share the mast, rated values from the maker's plate (weights in tonnes, as the cranes'). */
const RATED = {
  ratedPeopleCnt: 12,
  ratedHeight: 100,
  maxFloor: 32,
  minFloor: 1,
  ratedWeight: 2,
  ratedUpSpeed: 0.6,
  ratedDownSpeed: 0.6,
  ratedObliguityX: 1.5,
  ratedObliguityY: 1.5,
  ratedWindSpeed: 13.8,
  ratedWindLevel: 6,
};

const FLOOR_HEIGHT = 3;
/** Tonnes a rider counts for. */
const AVERAGE_PERSON_T = 0.072;

interface LiftProfile {
  id: string;
  projectId: string;
  elevatorName: string;
  elevatorType: number;
  online: boolean;
  /** Hours since the last reading; null for a lift that never reported. */
  silentForHours: number | null;
  errorsHoursAgo: { hoursAgo: number; alarmType: string }[];
}

const LIFTS: LiftProfile[] = [
  {
    id: DEMO_DEVICES.lift.left,
    projectId: DEMO_PROJECTS.main,
    elevatorName: '1号升降机（左笼）',
    elevatorType: 1,
    online: true,
    silentForHours: 0,
    errorsHoursAgo: [{ hoursAgo: 8, alarmType: '上限位开关故障' }],
  },
  {
    // Offline: the cage stopped reporting 3 hours ago, and its link loss is the last event.
    id: DEMO_DEVICES.lift.right,
    projectId: DEMO_PROJECTS.main,
    elevatorName: '1号升降机（右笼）',
    elevatorType: 2,
    online: false,
    silentForHours: 3,
    errorsHoursAgo: [{ hoursAgo: 3 - READING_INTERVAL / HOUR, alarmType: '通信中断' }],
  },
  {
    id: DEMO_DEVICES.lift.sciencePark,
    projectId: DEMO_PROJECTS.pastDeadline,
    elevatorName: '科创园升降机',
    elevatorType: 0,
    online: true,
    silentForHours: 0,
    errorsHoursAgo: [],
  },
  {
    // The stopped project's lift was installed but never reported.
    id: DEMO_DEVICES.lift.stoppedProject,
    projectId: DEMO_PROJECTS.disabled,
    elevatorName: '仓储中心升降机',
    elevatorType: 0,
    online: false,
    silentForHours: null,
    errorsHoursAgo: [],
  },
];

function reading(id: string, time: Date, random: Random, gust: number) {
  const calm = 2.4 + 2 * Math.max(0, dailyWave(time, 15)) + between(random, -0.8, 0.8);
  // The mast top catches more of a gust than the ground.
  const windSpeed = round(Math.max(0.3, calm + gust * 1.2));
  const tilt = () => round(between(random, -0.3, 0.3) + (random() < 0.005 ? 1.5 : 0), 2);
  const base = { deviceId: id, recordedAt: stamp(time), windSpeed, obliguityX: tilt(), obliguityY: tilt() };
  if (!isWorkingTime(time)) return { ...base, height: 0, floor: 1, weight: 0, peopleCnt: 0, speed: 0 };
  const floor = integerBetween(random, RATED.minFloor, RATED.maxFloor);
  const crowded = random() < 0.02;
  const peopleCnt = crowded
    ? RATED.ratedPeopleCnt + integerBetween(random, 1, 2)
    : integerBetween(random, 0, RATED.ratedPeopleCnt);
  const cargo = random() < 0.3 ? between(random, 0.2, 0.9) : 0;
  const moving = random() < 0.6;
  const direction = random() < 0.5 ? 1 : -1;
  return {
    ...base,
    height: round((floor - 1) * FLOOR_HEIGHT),
    floor,
    weight: round(peopleCnt * AVERAGE_PERSON_T + cargo, 2),
    peopleCnt,
    speed: moving ? round(direction * RATED.ratedUpSpeed * between(random, 0.8, 1), 2) : 0,
  };
}

/** Lifts with readings every 10 minutes for 2 days (the right cage went silent), their alarms and faults. */
export async function seedElevators(db: Database, now: number): Promise<void> {
  await db.insert(elevatorDevices).values(
    LIFTS.map(({ id, projectId, elevatorName, elevatorType, online }, sort) => ({
      id,
      projectId,
      elevatorName,
      elevatorType,
      online,
      sort,
      ...RATED,
    })),
  );
  const gust = gustFront(now);
  const readings = LIFTS.flatMap(({ id, silentForHours }) => {
    if (silentForHours === null) return [];
    const random = seededRandom(`lift:${id}`);
    return readingTimes(now - silentForHours * HOUR, 2).map((time) => reading(id, time, random, gust(time)));
  });
  const alarms = readings.flatMap((row) =>
    liftAlarmTypes(row, RATED).map((alarmType) => ({
      deviceId: row.deviceId,
      happenedAt: row.recordedAt,
      category: 'alarm',
      alarmType,
    })),
  );
  const errors = LIFTS.flatMap((lift) =>
    lift.errorsHoursAgo.map(({ hoursAgo, alarmType }) => ({
      deviceId: lift.id,
      happenedAt: stamp(now - hoursAgo * HOUR),
      category: 'error',
      alarmType,
    })),
  );
  await insertMany(db, elevatorReadings, readings);
  await insertMany(db, elevatorAlarms, [...alarms, ...errors]);
}
