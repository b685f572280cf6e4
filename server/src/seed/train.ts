import { DATE_FORMAT, formatDateTime, type TrainType } from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  persons,
  trainDevicePersons,
  trainDevices,
  trainInfos,
  trainPersonRecords,
  trainRelations,
  verifyDevices,
} from '../db/schema';
import { FACE_REFUSALS, NO_PHOTO } from '../modules/simulator/face-devices';
import { insertAsJson } from './insert-as-json';
import { type Random, seededRandom } from './personnel/random';

/** The training devices of a demo project: two in use, one the data leaves offline (a broken terminal). */
const DEVICES = [
  { name: '培训室签到机', place: '项目部二楼培训室', online: true, synced: 1 },
  { name: '安全体验馆签到机', place: '安全体验馆入口', online: true, synced: 0.6 },
  { name: '生活区签到机', place: '生活区活动室', online: false, synced: 0 },
] as const;

/** Trainings around the seed's day: days from today, hour they start. The one of today is under way. */
const TRAININGS: { name: string; type: TrainType; daysFromToday: number; hour: number; hours: number }[] = [
  { name: '新进场工人三级安全教育', type: 'THREE_LEVEL', daysFromToday: -20, hour: 8, hours: 4 },
  { name: '高处作业安全技术交底', type: 'TECHNICAL', daysFromToday: -9, hour: 14, hours: 2 },
  { name: '消防器材使用培训', type: 'SAFETY', daysFromToday: -3, hour: 9, hours: 2 },
  { name: '塔吊信号工技能培训', type: 'SKILL', daysFromToday: 0, hour: 8, hours: 3 },
  { name: '冬季施工安全教育', type: 'SAFETY', daysFromToday: 3, hour: 9, hours: 2 },
];

const day = (now: Date, offset: number) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);

async function seedProject(db: Database, projectId: string, now: Date): Promise<void> {
  const random: Random = seededRandom(20_261_125 + Number(projectId.replace(/\D/g, '') || 0));
  const people = await db
    .select({ id: persons.id, headPhotoPath: persons.headPhotoPath })
    .from(persons)
    .where(and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)))
    .orderBy(persons.id);
  if (people.length === 0) return;
  const stamp = formatDateTime(now);

  const devices = DEVICES.map((device, index) => ({
    id: `train-device-${projectId}-${index + 1}`,
    projectId,
    deviceName: device.name,
    deviceSn: `TD${projectId.padStart(4, '0')}${String(index + 1).padStart(3, '0')}`,
    installPlace: device.place,
    model: 'FT-T200',
    ip: `192.168.10.${61 + index}`,
    sort: index + 1,
    online: device.online,
    lastOnlineTime: device.online ? stamp : formatDateTime(day(now, -2).getTime() + 10 * 3_600_000),
  }));
  await db.insert(trainDevices).values(devices);

  // As after the installation's sync: a face without a photo refused, now and then one with a reason.
  const syncRows: (typeof trainDevicePersons.$inferInsert)[] = [];
  const holders = new Map<string, string[]>();
  DEVICES.forEach((device, index) => {
    const deviceId = devices[index].id;
    for (const person of people) {
      if (!random.chance(device.synced)) continue;
      const reason = !person.headPhotoPath ? NO_PHOTO : random.chance(0.06) ? random.pick(FACE_REFUSALS) : '';
      syncRows.push({
        deviceId,
        personId: person.id,
        syncStatus: reason ? 'FAILED' : 'SYNCED',
        reason,
        updateTime: stamp,
      });
      if (!reason) holders.set(person.id, [...(holders.get(person.id) ?? []), deviceId]);
    }
  });
  await insertAsJson(db, trainDevicePersons, syncRows);

  const relations: (typeof trainRelations.$inferInsert)[] = [];
  const checks: (typeof trainPersonRecords.$inferInsert)[] = [];
  const trainings = TRAININGS.map((training, index) => {
    const id = `train-${projectId}-${index + 1}`;
    const date = day(now, training.daysFromToday);
    // About a dozen people, spread over the roster.
    const chosen = people.filter(() => random.chance(12 / people.length));
    for (const person of chosen) {
      relations.push({ trainId: id, personId: person.id });
      const devicesOfPerson = holders.get(person.id) ?? [];
      // Check-ins in the half hour before the start, up to now; some never came, some are not on any device.
      const at = date.getTime() + training.hour * 3_600_000 - random.int(0, 30 * 60) * 1000;
      if (devicesOfPerson.length === 0 || at > now.getTime() || random.chance(0.12)) continue;
      checks.push({
        id: `train-check-${projectId}-${checks.length + 1}`,
        projectId,
        trainId: id,
        personId: person.id,
        deviceId: random.pick(devicesOfPerson),
        checkTime: formatDateTime(at),
        photoPath: person.headPhotoPath,
      });
    }
    return {
      id,
      projectId,
      trainName: training.name,
      trainType: training.type,
      trainDate: formatDateTime(date, DATE_FORMAT),
      trainer: random.pick(['王安全', '刘工', '陈技术', '赵队长']),
      duration: training.hours,
      trainContent: `${training.name}：讲解与现场演示`,
    };
  });
  await db.insert(trainInfos).values(trainings);
  await insertAsJson(db, trainRelations, relations);
  await insertAsJson(db, trainPersonRecords, checks);
}

/**
 * Training devices, trainings with participants and the check-ins of the past ones for the demo projects
 * with face devices, dated relative to the seed's run; later check-ins come from the simulator.
 */
export async function seedTraining(db: Database): Promise<void> {
  const now = new Date();
  const projects = await db.selectDistinct({ projectId: verifyDevices.projectId }).from(verifyDevices);
  for (const { projectId } of projects.sort((a, b) => a.projectId.localeCompare(b.projectId)))
    await seedProject(db, projectId, now);
}
