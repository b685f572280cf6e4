import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
import { aepDevices, aepHourlyReadings, aepWarnings } from '../../db/schema';
import type { AepWarnType } from '../../modules/electrical/stats';
import { DEMO_PROJECTS } from '../demo';
import { dayStart, hoursOfMonthSoFar, isWorkingTime, MINUTE, stamp } from './clock';
import { DEMO_DEVICES } from './ids';
import { between, integerBetween, pick, type Random, round, seededRandom } from './random';

/** kWh per hour while the site works, at rest, and in the evening (the living quarters' peak). */
interface Load {
  working: number;
  rest: number;
  evening: number;
}

const BOXES: { id: string; projectId: string; deviceName: string; areaName: string; load: Load }[] = [
  {
    id: DEMO_DEVICES.aep.building1,
    projectId: DEMO_PROJECTS.main,
    deviceName: '1号总配电箱',
    areaName: '1号楼施工区',
    load: { working: 38, rest: 6, evening: 6 },
  },
  {
    id: DEMO_DEVICES.aep.building2,
    projectId: DEMO_PROJECTS.main,
    deviceName: '2号分配电箱',
    areaName: '2号楼施工区',
    load: { working: 30, rest: 5, evening: 5 },
  },
  {
    id: DEMO_DEVICES.aep.workshop,
    projectId: DEMO_PROJECTS.main,
    deviceName: '3号分配电箱',
    areaName: '钢筋加工区',
    load: { working: 45, rest: 3, evening: 3 },
  },
  {
    id: DEMO_DEVICES.aep.camp,
    projectId: DEMO_PROJECTS.main,
    deviceName: '4号分配电箱',
    areaName: '生活区',
    load: { working: 8, rest: 6, evening: 22 },
  },
  {
    id: DEMO_DEVICES.aep.sciencePark,
    projectId: DEMO_PROJECTS.pastDeadline,
    deviceName: '科创园总配电箱',
    areaName: '主楼施工区',
    load: { working: 30, rest: 5, evening: 5 },
  },
];

/** The reading of each kind of warning: °C, A or V. */
const WARN_VALUES: Record<AepWarnType, (random: Random) => number> = {
  temperature: (random) => round(between(random, 70, 85)),
  overcurrent: (random) => round(between(random, 260, 320)),
  voltageLoss: () => 0,
  lowVoltage: (random) => round(between(random, 180, 195)),
  highVoltage: (random) => round(between(random, 245, 255)),
};
const WARN_TYPES = Object.keys(WARN_VALUES) as AepWarnType[];

function loadAt(load: Load, hour: Date): number {
  if (isWorkingTime(hour)) return load.working;
  return hour.getHours() >= 18 && hour.getHours() < 23 ? load.evening : load.rest;
}

function hourlyReadings(box: (typeof BOXES)[number], hours: Date[]) {
  const random = seededRandom(`aep:${box.id}`);
  return hours.map((hour) => ({
    deviceId: box.id,
    hourStart: stamp(hour),
    electricity: round(loadAt(box.load, hour) * between(random, 0.8, 1.2), 2),
    leakageElectricity: round(between(random, 8, 18) + (random() < 0.01 ? 20 : 0), 2),
  }));
}

/** About one warning in three days per box, at a random time of each day of the month so far. */
function warnings(box: (typeof BOXES)[number], now: number) {
  const random = seededRandom(`aep-warn:${box.id}`);
  const days = new Date(now).getDate();
  return Array.from({ length: days }, (_, index) => dayStart(now, days - 1 - index))
    .filter(() => random() < 0.35)
    .map((day) => {
      const warnType = pick(random, WARN_TYPES);
      const at = day.getTime() + integerBetween(random, 0, 24 * 60 - 1) * MINUTE;
      return { deviceId: box.id, happenedAt: at, warnType, value: WARN_VALUES[warnType](random) };
    });
}

/**
 * Distribution boxes with hourly energy and leakage for the current month up to now, and warning events;
 * the workshop box also tripped on overcurrent 40 minutes ago, so today is seldom without a warning.
 */
export async function seedElectrical(db: Database, now: number): Promise<void> {
  await db.insert(aepDevices).values(
    BOXES.map(({ id, projectId, deviceName, areaName }, sort) => ({
      id,
      projectId,
      deviceName,
      areaName,
      sort,
    })),
  );
  const hours = hoursOfMonthSoFar(now);
  await insertMany(
    db,
    aepHourlyReadings,
    BOXES.flatMap((box) => hourlyReadings(box, hours)),
  );
  const recentTrip = {
    deviceId: DEMO_DEVICES.aep.workshop,
    happenedAt: now - 40 * MINUTE,
    warnType: 'overcurrent',
    value: 286,
  };
  const monthStart = hours[0].getTime();
  const events = [...BOXES.flatMap((box) => warnings(box, now)), recentTrip].filter(
    (event) => event.happenedAt >= monthStart && event.happenedAt <= now,
  );
  await insertMany(
    db,
    aepWarnings,
    events.map((event) => ({ ...event, happenedAt: stamp(event.happenedAt) })),
  );
}
