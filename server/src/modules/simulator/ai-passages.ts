import { AI_DIRECTIONS, AI_SYNC } from '@site/shared-schema';
import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { aiCameraRecords, aiCameras, persons, strangerRecords } from '../../db/schema';
import { isWorkingTime, stamp } from '../../seed/devices/clock';
import { pick } from '../../seed/devices/random';
import { today } from '../person-record/day';
import { chance, type SimulatorContext } from './context';

const [IN, OUT] = AI_DIRECTIONS.map(({ value }) => value);
/** The share of a sync's faces an AI camera takes per round: a sync takes four rounds. */
const SHARE_PER_ROUND = 4;

/** A running faces sync takes the next faces; the last ones end it with its time. */
async function advanceSync(ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> {
  const done = sql`least(${aiCameras.syncTotal}, ${aiCameras.syncDone} + ceil(${aiCameras.syncTotal} / ${SHARE_PER_ROUND}::float8)::int)`;
  await ctx.db
    .update(aiCameras)
    .set({
      syncDone: done,
      syncStatus: sql`case when ${done} >= ${aiCameras.syncTotal} then ${AI_SYNC.done}::int else ${AI_SYNC.running}::int end`,
      syncTime: sql`case when ${done} >= ${aiCameras.syncTotal} then ${stamp(now)}::timestamp else ${aiCameras.syncTime} end`,
    })
    .where(
      and(
        inArray(aiCameras.projectId, projectIds),
        eq(aiCameras.online, true),
        eq(aiCameras.syncStatus, AI_SYNC.running),
      ),
    );
}

/**
 * AI cameras: each round a running faces sync moves on, and at each online camera now and then a person
 * of the project passes (out if his last passage of the day was in, else in) or a stranger does. Every
 * passage is written (ai_camera_records), which the record tabs and the people-flow statistics read.
 */
export async function aiPassageRound(
  ctx: SimulatorContext,
  now: number,
  projectIds: string[],
): Promise<void> {
  const { random, db } = ctx;
  await advanceSync(ctx, now, projectIds);
  const cameras = await db
    .select({ id: aiCameras.id, projectId: aiCameras.projectId })
    .from(aiCameras)
    .where(and(inArray(aiCameras.projectId, projectIds), eq(aiCameras.online, true)))
    .orderBy(aiCameras.id);
  const time = stamp(now);
  for (const camera of cameras) {
    if (!chance(random, isWorkingTime(new Date(now)) ? 0.5 : 0.05)) continue;
    const base = { projectId: camera.projectId, cameraId: camera.id, recordTime: time };
    if (chance(random, 0.15)) {
      const faces = await db
        .select({ photoPath: strangerRecords.photoPath })
        .from(strangerRecords)
        .where(and(eq(strangerRecords.projectId, camera.projectId), ne(strangerRecords.photoPath, '')))
        .orderBy(strangerRecords.id)
        .limit(5);
      const photoPath = faces.length > 0 ? pick(random, faces).photoPath : '';
      await db
        .insert(aiCameraRecords)
        .values({ ...base, direction: chance(random, 0.5) ? IN : OUT, photoPath });
      continue;
    }
    const [person] = await db
      .select({ id: persons.id, headPhotoPath: persons.headPhotoPath })
      .from(persons)
      .where(and(eq(persons.projectId, camera.projectId), eq(persons.onJobStatus, 1)))
      .orderBy(persons.id)
      .offset(Math.floor(random() * 50))
      .limit(1);
    if (!person) continue;
    const [last] = await db
      .select({ direction: aiCameraRecords.direction })
      .from(aiCameraRecords)
      .where(
        and(
          eq(aiCameraRecords.personId, person.id),
          gte(aiCameraRecords.recordTime, `${today(now)} 00:00:00`),
        ),
      )
      .orderBy(desc(aiCameraRecords.recordTime))
      .limit(1);
    await db.insert(aiCameraRecords).values({
      ...base,
      personId: person.id,
      direction: last?.direction === IN ? OUT : IN,
      photoPath: person.headPhotoPath,
    });
  }
}
