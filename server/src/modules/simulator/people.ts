import { projectTopic, type VerifyTimeLog } from '@site/shared-realtime';
import { ENTRY_EXIT_TYPE, type EntryExitType } from '@site/shared-schema';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { personRecords, persons, teams, verifyDevices } from '../../db/schema';
import { hourOfDay, stamp } from '../../seed/devices/clock';
import { between, pick, round } from '../../seed/devices/random';
import { shownImage } from '../file/urls';
import { today } from '../person-record/day';
import { readPersonRecord } from '../person-record/plans';
import { dayRecords } from '../person-record/queries';
import { isEntry, lastRecords } from '../statistics/presence';
import { atGates } from '../verify-device/device';
import type { SimulatorContext } from './context';
import { recordRecognition } from './identify-records';

/** The share of the people on the job inside the site at an hour of the day. */
export function insideShare(hour: number): number {
  if (hour >= 6.5 && hour < 11.5) return 0.9;
  if (hour >= 11.5 && hour < 12.5) return 0.5;
  if (hour >= 12.5 && hour < 17) return 0.9;
  if (hour >= 17 && hour < 19) return 0.3;
  if (hour >= 19 && hour < 21) return 0.1;
  return 0.02;
}

/**
 * Face devices: each round, one person of each project passes a gate of his team's area, in when fewer
 * people are inside than the hour's share (the morning arrival, back from lunch), out when more (lunch,
 * the end of the day). The record is written and published as the row the record list answers.
 */
export async function peopleRound(ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> {
  const { random, db } = ctx;
  const devices = await db
    .select()
    .from(verifyDevices)
    .where(and(inArray(verifyDevices.projectId, projectIds), atGates));
  const time = new Date(now);
  for (const projectId of new Set(devices.map((device) => device.projectId))) {
    const staff = await db
      .select({ personId: persons.id, areaId: teams.areaId, headPhotoPath: persons.headPhotoPath })
      .from(persons)
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .where(
        and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1), ne(persons.personType, 'OTHER')),
      );
    if (staff.length === 0) continue;
    // Presence at `now`: a round replayed at an earlier time must not read later records.
    const recorded = (await dayRecords(db, projectId, today(now))).filter(
      (record) => record.recordTime <= stamp(time),
    );
    const inside = new Set(
      lastRecords(recorded)
        .filter(isEntry)
        .map((record) => record.personId),
    );
    const wanted = insideShare(hourOfDay(time)) * staff.length;
    const entering = inside.size < wanted || (inside.size === wanted && random() < 0.5);
    const candidates = staff.filter((person) => inside.has(person.personId) !== entering);
    if (candidates.length === 0) continue;
    const person = pick(random, candidates);
    const gates = devices.filter((device) => device.projectId === projectId);
    const ownArea = gates.filter((device) => device.areaId === person.areaId);
    const gate = pick(random, ownArea.length > 0 ? ownArea : gates);
    const entryExitType: EntryExitType = entering ? ENTRY_EXIT_TYPE.in : ENTRY_EXIT_TYPE.out;
    const personTemperature = round(between(random, 36.1, 36.9));
    const [{ id }] = await db
      .insert(personRecords)
      .values({
        projectId,
        personId: person.personId,
        deviceId: gate.id,
        entryExitType,
        recordTime: stamp(time),
        // The face the device captured: the person's photo stands in for it.
        recordPhotoUrl: shownImage(person.headPhotoPath),
        personTemperature,
      })
      .returning({ id: personRecords.id });
    const message: VerifyTimeLog = {
      deviceType: 'verify',
      recordKind: 'person',
      projectId,
      deviceId: gate.id,
      deviceName: gate.deviceName,
      time: stamp(time),
      record: await readPersonRecord(db, id),
    };
    ctx.publish(projectTopic('timeLog', projectId), message);
    // The device recognised him before it let him through: a detail record of the same moment.
    await recordRecognition(ctx, gate, {
      personId: person.personId,
      refuseReason: '',
      photoPath: person.headPhotoPath,
      personTemperature,
      time: stamp(time),
    });
  }
}
