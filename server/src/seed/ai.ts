import { AI_ALARM_TYPES, AI_DIRECTIONS, AI_SYNC, formatDateTime } from '@site/shared-schema';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  aiBoxAlarms,
  aiBoxCameras,
  aiBoxes,
  aiCameraRecords,
  aiCameras,
  monitorDevices,
  persons,
  strangerRecords,
  verifyDevices,
} from '../db/schema';
import { writeSnapshot } from '../modules/ai/snapshot';
import type { ObjectStore } from '../storage/object-store';
import { insertAsJson } from './insert-as-json';
import { type Random, seededRandom } from './personnel/random';

/** Alarms of today and the days before; passages of the AI cameras of the last week. */
const ALARM_DAYS = 3;
const PASSAGE_DAYS = 8;
/** People the AI cameras see a day, at most: every test database is seeded. */
const PEOPLE = 40;
const STRANGERS_PER_DAY = 4;
const [IN, OUT] = AI_DIRECTIONS.map(({ value }) => value);

/** A time `minutes` after the midnight of the day `daysAgo` days before `now`, or null when after now. */
function dayTime(now: Date, daysAgo: number, minutes: number): string | null {
  const at =
    new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo).getTime() + minutes * 60_000;
  return at <= now.getTime() ? formatDateTime(at) : null;
}

/** One box per project with cameras, watching its first three; an alarm in about half the working hours. */
async function seedBoxes(db: Database, files: ObjectStore, projectId: string, random: Random, now: Date) {
  const cameras = await db
    .select({ id: monitorDevices.id })
    .from(monitorDevices)
    .where(and(eq(monitorDevices.projectId, projectId), eq(monitorDevices.deviceType, 'IPC')))
    .orderBy(asc(monitorDevices.sort));
  if (cameras.length === 0) return;
  const boxId = `aibox-${projectId}-1`;
  await db.insert(aiBoxes).values([
    {
      id: boxId,
      projectId,
      boxName: 'AI分析盒1号',
      serialNo: `AIB${projectId.padStart(4, '0')}01`,
      ipAddress: `192.168.20.${projectId}1`,
    },
    {
      id: `aibox-${projectId}-2`,
      projectId,
      boxName: 'AI分析盒2号',
      serialNo: `AIB${projectId.padStart(4, '0')}02`,
      ipAddress: `192.168.20.${projectId}2`,
    },
  ]);
  const watched = cameras.slice(0, 3);
  await db.insert(aiBoxCameras).values(watched.map(({ id }) => ({ deviceId: id, boxId })));
  const alarms: (typeof aiBoxAlarms.$inferInsert)[] = [];
  for (let daysAgo = ALARM_DAYS - 1; daysAgo >= 0; daysAgo--) {
    for (const hour of [7, 8, 9, 10, 11, 13, 14, 15, 16, 17]) {
      const time = random.chance(0.5) ? dayTime(now, daysAgo, hour * 60 + random.int(0, 59)) : null;
      if (!time) continue;
      const alarm = {
        projectId,
        deviceId: random.pick(watched).id,
        alarmType: random.pick(AI_ALARM_TYPES).value,
        time,
      };
      alarms.push({
        id: `aialarm-${projectId}-${alarms.length + 1}`,
        ...alarm,
        boxId,
        alarmTime: time,
        snapshotPath: await writeSnapshot(files, alarm),
      });
    }
  }
  await insertAsJson(db, aiBoxAlarms, alarms);
}

/**
 * Two AI cameras per project with face devices, synced with its people; a week of passages: most people
 * in in the morning and out in the evening, some out and back at lunch, a few strangers.
 */
async function seedCameras(db: Database, projectId: string, random: Random, now: Date) {
  const [gate] = await db
    .select({ id: verifyDevices.id })
    .from(verifyDevices)
    .where(eq(verifyDevices.projectId, projectId))
    .limit(1);
  if (!gate) return;
  const people = await db
    .select({ id: persons.id, headPhotoPath: persons.headPhotoPath })
    .from(persons)
    .where(and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)))
    .orderBy(asc(persons.id));
  const faces = people.filter((person) => person.headPhotoPath !== '').length;
  const synced = formatDateTime(now.getTime() - 86_400_000);
  const cameraIds = [`aicam-${projectId}-1`, `aicam-${projectId}-2`];
  await db.insert(aiCameras).values(
    ['东门AI摄像机', '西门AI摄像机'].map((cameraName, index) => ({
      id: cameraIds[index],
      projectId,
      cameraName,
      serialNo: `AIC${projectId.padStart(4, '0')}0${index + 1}`,
      ipAddress: `192.168.30.${projectId}${index + 1}`,
      syncStatus: AI_SYNC.done,
      syncTotal: faces,
      syncDone: faces,
      syncTime: synced,
    })),
  );
  const strangerFaces = await db
    .select({ photoPath: strangerRecords.photoPath })
    .from(strangerRecords)
    .where(and(eq(strangerRecords.projectId, projectId), ne(strangerRecords.photoPath, '')))
    .orderBy(asc(strangerRecords.id))
    .limit(5);
  const records: (typeof aiCameraRecords.$inferInsert)[] = [];
  const pass = (personId: string | null, photoPath: string, direction: number, recordTime: string | null) => {
    if (recordTime)
      records.push({
        id: `aipass-${projectId}-${records.length + 1}`,
        projectId,
        cameraId: random.pick(cameraIds),
        personId,
        direction,
        photoPath,
        recordTime,
      });
  };
  for (let daysAgo = PASSAGE_DAYS - 1; daysAgo >= 0; daysAgo--) {
    for (const person of people.slice(0, PEOPLE)) {
      if (!random.chance(0.8)) continue;
      pass(person.id, person.headPhotoPath, IN, dayTime(now, daysAgo, random.int(390, 480)));
      if (random.chance(0.3)) {
        pass(person.id, person.headPhotoPath, OUT, dayTime(now, daysAgo, random.int(710, 730)));
        pass(person.id, person.headPhotoPath, IN, dayTime(now, daysAgo, random.int(770, 790)));
      }
      pass(person.id, person.headPhotoPath, OUT, dayTime(now, daysAgo, random.int(1020, 1110)));
    }
    for (let n = 0; n < STRANGERS_PER_DAY; n++) {
      const photoPath = strangerFaces.length > 0 ? random.pick(strangerFaces).photoPath : '';
      pass(null, photoPath, random.chance(0.5) ? IN : OUT, dayTime(now, daysAgo, random.int(420, 1080)));
    }
  }
  await insertAsJson(db, aiCameraRecords, records);
}

/** The AI boxes with their alarms and snapshots, the AI cameras with their passages (issue 14). */
export async function seedAi(db: Database, files: ObjectStore): Promise<void> {
  const now = new Date();
  const projects = await db.selectDistinct({ projectId: monitorDevices.projectId }).from(monitorDevices);
  const withGates = await db.selectDistinct({ projectId: verifyDevices.projectId }).from(verifyDevices);
  for (const projectId of new Set([...projects, ...withGates].map((row) => row.projectId))) {
    const random = seededRandom(20_261_125 + Number(projectId.replace(/\D/g, '') || 0));
    await seedBoxes(db, files, projectId, random, now);
    await seedCameras(db, projectId, random, now);
  }
}
