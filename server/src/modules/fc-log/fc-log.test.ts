import {
  FC_COMPARER_LOG_API,
  FC_DEFAULT_THRESHOLD,
  type FcComparerLogRow,
  type PageResult,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailRecords, fcComparerLogs, strangerRecords } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { seededRandom } from '../../seed/devices/random';
import { openSeededDatabase } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { fcLogRound } from '../simulator/fc-logs';
import { identifyRecordRound } from '../simulator/identify-records';
import { peopleRound } from '../simulator/people';

const { main: MAIN } = DEMO_PROJECTS;

describe('comparison log (fcLog/getFcComparerLogPageList)', () => {
  let server: TestServer;
  let admin: string;
  const page = async (filters: Record<string, unknown> = {}) => {
    const answer = await server.post<PageResult<FcComparerLogRow>>(
      FC_COMPARER_LOG_API.page,
      { projectId: MAIN, pageNumber: 1, pageSize: 100, ...filters },
      admin,
    );
    expect(answer, answer.message).toMatchObject({ code: 200 });
    return answer.data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists the seeded comparisons newest first: a matched person with his photos, a stranger without', async () => {
    const { records, total } = await page();
    expect(total).toBeGreaterThan(0);
    const times = records.map((row) => row.recordTime);
    expect(times).toEqual([...times].sort().reverse());
    // A match carries the person's registered photo; some of the roster have none on file.
    const matched = records.find((row) => row.compareResult === 1 && row.registerPhotoPath !== '');
    expect(matched).toMatchObject({
      personName: expect.stringMatching(/.+/),
      deviceName: expect.stringMatching(/.+/),
      threshold: FC_DEFAULT_THRESHOLD,
      registerPhotoPath: expect.stringMatching(/.+/),
    });
    expect(matched?.score).toBeGreaterThanOrEqual(FC_DEFAULT_THRESHOLD);
    const stranger = (await page({ compareResult: 0 })).records.find((row) => row.personId === '');
    expect(stranger).toMatchObject({ personName: '', compareResult: 0, registerPhotoPath: '' });
    expect(stranger?.score).toBeLessThan(FC_DEFAULT_THRESHOLD);
  });

  it('filters by result, person, device and time', async () => {
    const failed = await page({ compareResult: 0 });
    expect(failed.records.every((row) => row.compareResult === 0)).toBe(true);
    const [first] = (await page({ compareResult: 1 })).records;
    const byName = await page({ personName: first.personName.slice(0, 2) });
    expect(byName.records.every((row) => row.personName.includes(first.personName.slice(0, 2)))).toBe(true);
    const byDevice = await page({ deviceName: first.deviceName });
    expect(byDevice.records.every((row) => row.deviceName === first.deviceName)).toBe(true);
    expect((await page({ recordTimeStart: '2000-01-01', recordTimeEnd: '2000-01-02' })).total).toBe(0);
  });
});

describe('the simulator’s comparers', () => {
  // Opened before the test: a seeded PostgreSQL takes seconds to make.
  let database: Awaited<ReturnType<typeof openSeededDatabase>>;
  beforeAll(async () => {
    database = await openSeededDatabase();
  });
  afterAll(() => database.close());

  it('log every face the rounds recorded at that moment, and now and then a poor capture', async () => {
    const { db } = database;
    const ctx = { db, intervalMs: 60_000, random: seededRandom('fc-log-test'), publish: () => {} };
    const start = new Date(2026, 0, 5, 8).getTime();
    for (let round = 0; round < 8; round += 1) {
      const now = start + round * 60_000;
      await peopleRound(ctx, now, [MAIN]);
      await identifyRecordRound(ctx, now, [MAIN]);
      await fcLogRound(ctx, now, [MAIN]);
    }
    const within = '2026-01-05 08:';
    const logs = (await db.select().from(fcComparerLogs)).filter((log) => log.recordTime.startsWith(within));
    const recognitions = (await db.select().from(detailRecords)).filter((row) =>
      row.recordTime?.startsWith(within),
    );
    const faces = (await db.select().from(strangerRecords)).filter((row) =>
      row.recordTime?.startsWith(within),
    );
    // One log per recognition and stranger, plus the poor captures (a roster candidate below threshold).
    const poor = logs.filter((log) => log.personId && log.compareResult === 0);
    expect(logs.length).toBe(recognitions.length + faces.length + poor.length);
    for (const log of poor) expect(log.score).toBeLessThan(FC_DEFAULT_THRESHOLD);
    expect(recognitions.length).toBeGreaterThan(0);
    expect(logs.some((log) => log.personId === null)).toBe(faces.length > 0);
  });
});
