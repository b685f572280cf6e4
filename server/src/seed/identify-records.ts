import { ENTRY_EXIT_TYPE, formatDateTime, REFUSE_REASONS } from '@site/shared-schema';
import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  certRecords,
  detailRecords,
  personRecords,
  persons,
  strangerRecords,
  temporaryInfos,
  temporaryRecords,
  verifyDevices,
} from '../db/schema';
import { projectFolder } from '../modules/file/owner';
import type { ObjectStore } from '../storage/object-store';
import { insertAsJson } from './insert-as-json';
import { drawLook } from './personnel/head-photo';
import { type PhotoToWrite, writeHeadPhotos } from './personnel/photo-files';
import { type Random, seededRandom } from './personnel/random';

/** The days before today (and today) that get identification records besides the entries and exits. */
const DAYS = 3;
const CERT_PER_DAY = 6;
const REFUSED_PER_DAY = 5;
const STRANGERS_PER_DAY = 3;

const score = (random: Random, from: number, to: number) =>
  Math.round((from + random.next() * (to - from)) * 100) / 100;
const temperature = (random: Random) => 36 + random.int(1, 8) / 10;
/** A time of the working day `daysAgo` days before `now`, never after it. */
function workTime(random: Random, now: Date, daysAgo: number): string | null {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  const at = day.getTime() + random.int(7 * 60, 18 * 60) * 60_000 + random.int(0, 59) * 1000;
  return at <= now.getTime() ? formatDateTime(at) : null;
}

/** Where a stranger's drawn face lies, relative to the files folder. */
const strangerPhotoPath = (projectId: string, id: string) => `${projectFolder(projectId)}/stranger/${id}.jpg`;

async function seedProject(
  db: Database,
  projectId: string,
  now: Date,
  photos: PhotoToWrite[],
): Promise<void> {
  const random = seededRandom(20_251_124 + Number(projectId.replace(/\D/g, '') || 0));
  const devices = await db.select().from(verifyDevices).where(eq(verifyDevices.projectId, projectId));
  if (devices.length === 0) return;
  const people = await db
    .select({
      id: persons.id,
      personName: persons.personName,
      idcardNumber: persons.idcardNumber,
      headPhotoPath: persons.headPhotoPath,
      onJobStatus: persons.onJobStatus,
    })
    .from(persons)
    .where(eq(persons.projectId, projectId));
  if (people.length === 0) return;
  const photoOf = new Map(people.map((person) => [person.id, person.headPhotoPath]));
  const since = formatDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() - DAYS + 1));

  // Every passage of the last days was a recognition: a detail record of the same time and device.
  const passages = await db
    .select()
    .from(personRecords)
    .where(and(eq(personRecords.projectId, projectId), gte(personRecords.recordTime, since)));
  const details: (typeof detailRecords.$inferInsert)[] = passages.map((passage) => ({
    projectId,
    personId: passage.personId,
    deviceId: passage.deviceId,
    verifyResult: 1,
    refuseReason: '',
    score: score(random, 0.82, 0.99),
    photoPath: photoOf.get(passage.personId) ?? '',
    personTemperature: passage.personTemperature,
    recordTime: passage.recordTime,
  }));
  const left = people.filter((person) => person.onJobStatus === 0);
  const certs: (typeof certRecords.$inferInsert)[] = [];
  const strangers: (typeof strangerRecords.$inferInsert)[] = [];
  for (let daysAgo = 0; daysAgo < DAYS; daysAgo += 1) {
    for (let n = 0; n < REFUSED_PER_DAY; n += 1) {
      const recordTime = workTime(random, now, daysAgo);
      if (!recordTime) continue;
      const reason = random.pick(REFUSE_REASONS);
      const person = reason === '已离场' && left.length > 0 ? random.pick(left) : null;
      details.push({
        projectId,
        personId: person?.id ?? null,
        deviceId: random.pick(devices).id,
        verifyResult: 0,
        refuseReason: reason,
        score: person ? score(random, 0.8, 0.95) : score(random, 0.3, 0.7),
        photoPath: person?.headPhotoPath ?? '',
        personTemperature: temperature(random),
        recordTime,
      });
    }
    for (let n = 0; n < CERT_PER_DAY; n += 1) {
      const recordTime = workTime(random, now, daysAgo);
      if (!recordTime) continue;
      const person = random.pick(people);
      const matched = random.chance(0.85);
      certs.push({
        projectId,
        personId: person.id,
        personName: person.personName,
        idcardNumber: person.idcardNumber,
        cardPhotoPath: person.headPhotoPath,
        sitePhotoPath: person.headPhotoPath,
        compareResult: matched ? 1 : 0,
        compareScore: matched ? score(random, 0.8, 0.98) : score(random, 0.35, 0.65),
        deviceId: random.pick(devices).id,
        recordTime,
      });
    }
    for (let n = 0; n < STRANGERS_PER_DAY; n += 1) {
      const recordTime = workTime(random, now, daysAgo);
      if (!recordTime) continue;
      const id = `stranger-${projectId}-${daysAgo}-${n}`;
      const photoPath = strangerPhotoPath(projectId, id);
      const gender = random.chance(0.8) ? '1' : '2';
      photos.push({
        path: photoPath,
        look: drawLook(random, { personType: 'OTHER', gender, age: random.int(20, 60), helmet: null }),
      });
      strangers.push({
        id,
        projectId,
        deviceId: random.pick(devices).id,
        photoPath,
        personTemperature: temperature(random),
        recordTime,
      });
    }
  }

  // The approved visitors of the last days passed a gate at the start of their visit and at its end.
  const visitors = await db
    .select()
    .from(temporaryInfos)
    .where(and(eq(temporaryInfos.projectId, projectId), eq(temporaryInfos.approveStatus, 1)));
  const visits: (typeof temporaryRecords.$inferInsert)[] = [];
  for (const visitor of visitors) {
    const passes = [
      [ENTRY_EXIT_TYPE.in, visitor.visitStartTime],
      [ENTRY_EXIT_TYPE.out, visitor.visitEndTime],
    ] as const;
    for (const [entryExitType, at] of passes) {
      const recordTime = at ?? '';
      if (!recordTime || recordTime < since || recordTime > formatDateTime(now)) continue;
      visits.push({
        projectId,
        temporaryId: visitor.id,
        deviceId: random.pick(devices).id,
        entryExitType,
        photoPath: visitor.headPhotoPath,
        personTemperature: temperature(random),
        recordTime,
      });
    }
  }
  // One JSON parameter: the recognitions of a large site pass PostgreSQL's limit of bind parameters.
  const numbered = <R extends object>(kind: string, rows: R[]) =>
    rows.map((row, index) => ({ id: `${kind}-${projectId}-${index + 1}`, ...row }));
  await insertAsJson(db, detailRecords, numbered('detail', details));
  await insertAsJson(db, certRecords, numbered('cert', certs));
  await insertAsJson(db, strangerRecords, strangers);
  await insertAsJson(db, temporaryRecords, numbered('visit', visits));
}

/**
 * Certificate, detail, stranger and visitor records of the last DAYS days for the demo projects with face
 * devices, drawn from fixed seeds and dated relative to the seed's run; later ones come from the simulator.
 * Small on purpose: every test database is seeded.
 */
export async function seedIdentifyRecords(db: Database, files: ObjectStore): Promise<void> {
  const now = new Date();
  const projects = await db.selectDistinct({ projectId: verifyDevices.projectId }).from(verifyDevices);
  const photos: PhotoToWrite[] = [];
  for (const { projectId } of projects) await seedProject(db, projectId, now, photos);
  await writeHeadPhotos(files, photos);
}
