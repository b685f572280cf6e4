import type { VerifyRecordTimeLog } from '@site/shared-realtime';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { certRecords, detailRecords, strangerRecords } from '../../db/schema';
import { seededRandom } from '../../seed/devices/random';
import { openSeededDatabase } from '../../test/seeded-rows';
import { identifyRecordRound } from './identify-records';

describe('the simulator’s identification records', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));

  it('now and then writes a stranger, an ID-card passage or a refusal, and publishes each as its list shows it', async () => {
    const database = await openSeededDatabase();
    opened.push(database);
    const { db } = database;
    const published: VerifyRecordTimeLog[] = [];
    const ctx = {
      db,
      intervalMs: 60_000,
      random: seededRandom('identify-records-test'),
      publish: (_destination: string, body: unknown) => published.push(body as VerifyRecordTimeLog),
    };
    const start = new Date(2026, 0, 5, 10).getTime();
    for (let round = 0; round < 30; round += 1) await identifyRecordRound(ctx, start + round * 60_000, ['1']);

    const kinds = new Set(published.map((message) => message.recordKind));
    expect([...kinds].sort()).toEqual(['cert', 'detail', 'stranger']);
    for (const message of published) {
      expect(message).toMatchObject({
        deviceType: 'verify',
        projectId: '1',
        time: message.record.recordTime,
      });
      // Published to every subscriber of the project: never an ID number whole.
      if ('idcardNumber' in message.record && message.record.idcardNumber)
        expect(message.record.idcardNumber).toContain('****');
    }
    const tables = { cert: certRecords, detail: detailRecords, stranger: strangerRecords };
    for (const message of published) {
      const table = tables[message.recordKind as keyof typeof tables];
      const [row] = await db.select().from(table).where(eq(table.id, message.record.recordId));
      expect(row.recordTime).toBe(message.record.recordTime);
    }
    const refusals = published.filter((message) => message.recordKind === 'detail');
    for (const { record } of refusals)
      expect(record).toMatchObject({ verifyResult: 0, refuseReason: expect.stringMatching(/.+/) });
  });
});
