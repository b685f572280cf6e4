import { projectTopic, type VerifyTimeLog } from '@site/shared-realtime';
import { ENTRY_EXIT_TYPE } from '@site/shared-schema';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { healthCodeRecords, personRecords, persons, verifyDevices } from '../../db/schema';
import { stamp } from '../../seed/devices/clock';
import { pick } from '../../seed/devices/random';
import { feverTemperature, scannedCode } from '../epidemic/health-codes';
import { shownImage } from '../file/urls';
import { today } from '../person-record/day';
import { readPersonRecord } from '../person-record/plans';
import { dayRecords } from '../person-record/queries';
import { isEntry, lastRecords } from '../statistics/presence';
import { atGates } from '../verify-device/device';
import { chance, type SimulatorContext } from './context';
import { recordRecognition } from './identify-records';

/** How often a round of a project has a health code scanned, and someone arrive with a fever. */
const CHANCES = { healthCode: 0.3, fever: 0.03 } as const;

type Device = typeof verifyDevices.$inferSelect;

/** Someone outside the site enters with a fever: the gate measures it, lets him in and records it. */
async function feverEntry(ctx: SimulatorContext, now: number, gates: Device[]): Promise<void> {
  const { db, random } = ctx;
  const { projectId } = gates[0];
  const time = stamp(now);
  const inside = new Set(
    lastRecords((await dayRecords(db, projectId, today(now))).filter((record) => record.recordTime <= time))
      .filter(isEntry)
      .map((record) => record.personId),
  );
  const staff = await db
    .select({ id: persons.id, headPhotoPath: persons.headPhotoPath })
    .from(persons)
    .where(
      and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1), ne(persons.personType, 'OTHER')),
    );
  const outside = staff.filter((person) => !inside.has(person.id));
  if (outside.length === 0) return;
  const person = pick(random, outside);
  const gate = pick(random, gates);
  const personTemperature = feverTemperature(random);
  const [{ id }] = await db
    .insert(personRecords)
    .values({
      projectId,
      personId: person.id,
      deviceId: gate.id,
      entryExitType: ENTRY_EXIT_TYPE.in,
      recordTime: time,
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
    time,
    record: await readPersonRecord(db, id),
  };
  ctx.publish(projectTopic('timeLog', projectId), message);
  await recordRecognition(ctx, gate, {
    personId: person.id,
    refuseReason: '',
    photoPath: person.headPhotoPath,
    personTemperature,
    time,
  });
}

/**
 * Epidemic control at the gates: now and then someone of the roster shows his health code at a gate's
 * reader (a health-code record), and, rarely, someone arrives with a fever (an entry measured at 37.3 ℃
 * or more: an abnormal person).
 */
export async function epidemicRound(ctx: SimulatorContext, now: number, projectIds: string[]): Promise<void> {
  const { db, random } = ctx;
  const devices = await db
    .select()
    .from(verifyDevices)
    .where(and(inArray(verifyDevices.projectId, projectIds), atGates));
  for (const projectId of new Set(devices.map((device) => device.projectId))) {
    const gates = devices.filter((device) => device.projectId === projectId);
    if (chance(random, CHANCES.healthCode)) {
      const [person] = await db
        .select()
        .from(persons)
        .where(and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)))
        .offset(Math.floor(random() * 50))
        .limit(1);
      if (person) {
        await db
          .insert(healthCodeRecords)
          .values(scannedCode(random, { projectId, deviceId: pick(random, gates).id, person, at: now }));
      }
    }
    if (chance(random, CHANCES.fever)) await feverEntry(ctx, now, gates);
  }
}
