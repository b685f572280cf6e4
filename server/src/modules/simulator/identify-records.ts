import { projectTopic, type VerifyRecordTimeLog } from '@site/shared-realtime';
import {
  CERT_RECORD_RESOURCE,
  type CertRecordRow,
  DETAIL_RECORD_RESOURCE,
  type DetailRecordRow,
  REFUSE_REASONS,
  type ResourceDescription,
  STRANGER_RECORD_RESOURCE,
  type StrangerRecordRow,
} from '@site/shared-schema';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certRecords, detailRecords, persons, strangerRecords, verifyDevices } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { presentRow } from '../../resource/present';
import { readRows } from '../../resource/rows';
import { stamp } from '../../seed/devices/clock';
import { between, pick, round } from '../../seed/devices/random';
import { certRecordAdapter, detailRecordAdapter, strangerRecordAdapter } from '../identify-record/adapters';
import { atGates } from '../verify-device/device';
import { chance, type SimulatorContext } from './context';

/** How often a round of a project brings each of these to one of its gates. */
const CHANCES = { stranger: 0.15, cert: 0.15, refused: 0.1 } as const;

type Device = typeof verifyDevices.$inferSelect;

/** A new record as its list shows it, masked: what is published goes to every subscriber of the project. */
async function shown<R>(db: Database, resource: ResourceDescription, adapter: ResourceAdapter, id: string) {
  const [row] = await readRows(db, adapter, eq(adapter.id, id));
  return presentRow(resource, row, false) as R;
}

const publish = (
  ctx: SimulatorContext,
  device: Device,
  time: string,
  message: Pick<VerifyRecordTimeLog, 'recordKind' | 'record'>,
) =>
  ctx.publish(projectTopic('timeLog', device.projectId), {
    deviceType: 'verify',
    projectId: device.projectId,
    deviceId: device.id,
    deviceName: device.deviceName,
    time,
    ...message,
  } as VerifyRecordTimeLog);

/** The detail record of a recognition (a passage's, or a refusal's), written and published. */
export async function recordRecognition(
  ctx: SimulatorContext,
  device: Device,
  recognition: {
    personId: string | null;
    refuseReason: string;
    photoPath: string;
    personTemperature: number | null;
    time: string;
  },
): Promise<void> {
  const { random, db } = ctx;
  const refused = recognition.refuseReason !== '';
  const [{ id }] = await db
    .insert(detailRecords)
    .values({
      projectId: device.projectId,
      personId: recognition.personId,
      deviceId: device.id,
      verifyResult: refused ? 0 : 1,
      refuseReason: recognition.refuseReason,
      score: round(
        refused && !recognition.personId ? between(random, 0.3, 0.7) : between(random, 0.82, 0.99),
        2,
      ),
      photoPath: recognition.photoPath,
      personTemperature: recognition.personTemperature,
      recordTime: recognition.time,
    })
    .returning({ id: detailRecords.id });
  const record = await shown<DetailRecordRow>(db, DETAIL_RECORD_RESOURCE, detailRecordAdapter, id);
  publish(ctx, device, recognition.time, { recordKind: 'detail', record });
}

/**
 * Now and then at a gate of each project: a stranger's face, an ID card read and compared with the face,
 * or a face refused (not of the project, on the blacklist); each is written with its list's table and
 * published on timeLog with its kind.
 */
export async function identifyRecordRound(
  ctx: SimulatorContext,
  now: number,
  projectIds: string[],
): Promise<void> {
  const { random, db } = ctx;
  const devices = await db
    .select()
    .from(verifyDevices)
    .where(and(inArray(verifyDevices.projectId, projectIds), atGates));
  const time = stamp(now);
  for (const projectId of new Set(devices.map((device) => device.projectId))) {
    const gates = devices.filter((device) => device.projectId === projectId);
    const temperature = () => round(between(random, 36.1, 36.9));
    if (chance(random, CHANCES.stranger)) {
      const device = pick(random, gates);
      // A face of the seeded strangers: the simulator draws no pictures.
      const seen = await db
        .select({ photoPath: strangerRecords.photoPath })
        .from(strangerRecords)
        .where(and(eq(strangerRecords.projectId, projectId), ne(strangerRecords.photoPath, '')))
        .limit(5);
      const [{ id }] = await db
        .insert(strangerRecords)
        .values({
          projectId,
          deviceId: device.id,
          photoPath: seen.length > 0 ? pick(random, seen).photoPath : '',
          personTemperature: temperature(),
          recordTime: time,
        })
        .returning({ id: strangerRecords.id });
      const record = await shown<StrangerRecordRow>(db, STRANGER_RECORD_RESOURCE, strangerRecordAdapter, id);
      publish(ctx, device, time, { recordKind: 'stranger', record });
    }
    if (chance(random, CHANCES.cert)) {
      const device = pick(random, gates);
      const [person] = await db
        .select()
        .from(persons)
        .where(and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)))
        .offset(Math.floor(random() * 50))
        .limit(1);
      if (person) {
        const matched = chance(random, 0.9);
        const [{ id }] = await db
          .insert(certRecords)
          .values({
            projectId,
            personId: person.id,
            personName: person.personName,
            idcardNumber: person.idcardNumber,
            cardPhotoPath: person.headPhotoPath,
            sitePhotoPath: person.headPhotoPath,
            compareResult: matched ? 1 : 0,
            compareScore: round(matched ? between(random, 0.8, 0.98) : between(random, 0.35, 0.65), 2),
            deviceId: device.id,
            recordTime: time,
          })
          .returning({ id: certRecords.id });
        const record = await shown<CertRecordRow>(db, CERT_RECORD_RESOURCE, certRecordAdapter, id);
        publish(ctx, device, time, { recordKind: 'cert', record });
      }
    }
    if (chance(random, CHANCES.refused)) {
      const reason = pick(
        random,
        REFUSE_REASONS.filter((candidate) => candidate !== '已离场'),
      );
      await recordRecognition(ctx, pick(random, gates), {
        personId: null,
        refuseReason: reason,
        photoPath: '',
        personTemperature: temperature(),
        time,
      });
    }
  }
}
