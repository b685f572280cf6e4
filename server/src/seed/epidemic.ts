import { ENTRY_EXIT_TYPE, formatDateTime } from '@site/shared-schema';
import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { detailRecords, healthCodeRecords, personRecords, persons, verifyDevices } from '../db/schema';
import { feverTemperature, scannedCode } from '../modules/epidemic/health-codes';
import { pick, seededRandom } from './devices/random';
import { insertAsJson } from './insert-as-json';

/** The days before today (and today) that get health codes and fevers; fevers a day. */
const DAYS = 3;
const FEVERS_PER_DAY = 2;

/**
 * Epidemic control of the demo projects with face devices, dated relative to the seed's run: everyone's
 * health code scanned at a gate on one of the last DAYS days, and a few of those days' entries measured
 * with a fever (the entry and its recognition alike). Later ones come from the simulator.
 */
export async function seedEpidemic(db: Database): Promise<void> {
  const now = new Date();
  const projects = await db.selectDistinct({ projectId: verifyDevices.projectId }).from(verifyDevices);
  for (const { projectId } of projects) {
    const random = seededRandom(`epidemic:${projectId}`);
    const gates = await db.select().from(verifyDevices).where(eq(verifyDevices.projectId, projectId));
    const people = await db
      .select()
      .from(persons)
      .where(and(eq(persons.projectId, projectId), eq(persons.onJobStatus, 1)));
    if (people.length === 0) continue;
    // Everyone on the job showed his code on a morning of the last days (today's only if it is past).
    const codes = people.map((person) => {
      const daysAgo = Math.floor(random() * DAYS);
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
      const morning = day.getTime() + (6.5 + random() * 2.5) * 3_600_000;
      const at = morning > now.getTime() ? morning - 86_400_000 : morning;
      return scannedCode(random, { projectId, deviceId: pick(random, gates).id, person, at });
    });
    // Numbered ids: insertAsJson writes what the rows name, and the table's ids are made by the client.
    await insertAsJson(
      db,
      healthCodeRecords,
      codes.map((code, index) => ({ id: `health-code-${projectId}-${index + 1}`, ...code })),
    );

    const since = formatDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() - DAYS + 1));
    const entries = await db
      .select()
      .from(personRecords)
      .where(
        and(
          eq(personRecords.projectId, projectId),
          eq(personRecords.entryExitType, ENTRY_EXIT_TYPE.in),
          gte(personRecords.recordTime, since),
        ),
      );
    for (let n = 0; n < Math.min(entries.length, DAYS * FEVERS_PER_DAY); n += 1) {
      const entry = pick(random, entries);
      const personTemperature = feverTemperature(random);
      await db.update(personRecords).set({ personTemperature }).where(eq(personRecords.id, entry.id));
      await db
        .update(detailRecords)
        .set({ personTemperature })
        .where(
          and(eq(detailRecords.personId, entry.personId), eq(detailRecords.recordTime, entry.recordTime)),
        );
    }
  }
}
