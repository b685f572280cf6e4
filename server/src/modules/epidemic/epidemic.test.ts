import {
  ABNORMAL_TEMPERATURE,
  CERT_RECORD_API,
  EPP_CERT_RECORD_API,
  EPP_FACE_RECORD_API,
  EPP_PERSON_API,
  EPP_QR_CODE_RECORD_API,
  type PageResult,
  PROJECT_MANAGE_API,
} from '@site/shared-schema';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthCodeRecords, personRecords } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { seededRandom } from '../../seed/devices/random';
import { openSeededDatabase } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { epidemicRound } from '../simulator/epidemic';

const { main: MAIN } = DEMO_PROJECTS;
type Row = Record<string, unknown>;

describe('epidemic control lists', () => {
  let server: TestServer;
  let admin: string;
  const page = async (path: string, filters: Row = {}) => {
    const answer = await server.post<PageResult<Row>>(
      path,
      { projectId: MAIN, pageNumber: 1, pageSize: 200, ...filters },
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

  it('project-person: the people on the job with their latest temperature, health code and nucleic test', async () => {
    const { records, total } = await page(EPP_PERSON_API.page);
    expect(total).toBeGreaterThan(0);
    const checked = records.find((row) => row.healthCode !== '');
    expect(checked).toMatchObject({
      personName: expect.stringMatching(/.+/),
      healthCode: expect.stringMatching(/^(GREEN|YELLOW|RED)$/),
      healthCodeTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      nucleicTestResult: expect.stringMatching(/^(NEGATIVE|POSITIVE|NONE)$/),
    });
    const measured = records.find((row) => typeof row.personTemperature === 'number');
    expect(measured?.temperatureTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Nobody scanned yet: no code, and no nucleic test on record.
    const unchecked = records.find((row) => row.healthCode === '');
    if (unchecked) expect(unchecked).toMatchObject({ nucleicTestResult: 'NONE', nucleicTestTime: '' });
  });

  it('project-person: the health code filter, its count and its rows agree', async () => {
    // The seed scans everyone on the job once: each person's latest code is his only scan.
    const all = await page(EPP_PERSON_API.page, { pageSize: 1 });
    const scans = await page(EPP_QR_CODE_RECORD_API.page, { pageSize: 1 });
    expect(scans.total).toBe(all.total);
    const green = await page(EPP_PERSON_API.page, { healthCode: 'GREEN' });
    const greenScans = await page(EPP_QR_CODE_RECORD_API.page, { healthCode: 'GREEN', pageSize: 1 });
    expect(green.total).toBe(greenScans.total);
    expect(green.total).toBeLessThan(all.total);
    expect(green.records.every((row) => row.healthCode === 'GREEN')).toBe(true);
  });

  it('abnormal-people: only the passages measured at 37.3 ℃ or more, with the nucleic test of that moment', async () => {
    const { records, total } = await page(EPP_FACE_RECORD_API.page);
    expect(total).toBeGreaterThan(0);
    for (const row of records) {
      expect(row.personTemperature as number).toBeGreaterThanOrEqual(ABNORMAL_TEMPERATURE);
      expect(row).toMatchObject({
        personName: expect.stringMatching(/.+/),
        nucleicTestPointName: expect.any(String),
        nucleicTestTime: expect.any(String),
      });
    }
    const [first] = records;
    const byName = await page(EPP_FACE_RECORD_API.page, { personName: first.personName });
    expect(byName.records.map((row) => row.recordId)).toContain(first.recordId);
  });

  it('id-card-identification: the ID-card readers’ passages of the identify-record page, under its own code', async () => {
    const own = await page(EPP_CERT_RECORD_API.page);
    const identify = await page(CERT_RECORD_API.page);
    expect(own.total).toBeGreaterThan(0);
    expect(own).toEqual(identify);
  });

  it('health-code-identification: the codes scanned, filtered by colour and test result', async () => {
    const { records, total } = await page(EPP_QR_CODE_RECORD_API.page);
    expect(total).toBeGreaterThan(0);
    expect(records[0]).toMatchObject({
      idcardNumber: expect.stringMatching(/^\d{17}[\dX]$/),
      deviceName: expect.stringMatching(/.+/),
      photoPath: expect.any(String),
    });
    const yellow = await page(EPP_QR_CODE_RECORD_API.page, { healthCode: 'YELLOW' });
    expect(yellow.records.every((row) => row.healthCode === 'YELLOW')).toBe(true);
    const untested = await page(EPP_QR_CODE_RECORD_API.page, { nucleicTestResult: 'NONE' });
    for (const row of untested.records)
      expect(row).toMatchObject({ nucleicTestTime: '', nucleicTestPointName: '' });
  });

  it('abnormal-people: a project’s own temperature threshold (its private config) decides what is abnormal', async () => {
    const before = await page(EPP_FACE_RECORD_API.page);
    const highest = Math.max(...before.records.map((row) => row.personTemperature as number));
    const saved = await server.post(
      PROJECT_MANAGE_API.privateConfigSave,
      { projectId: MAIN, temperatureThreshold: highest, faceThreshold: 80, visitorAuditStatus: 1 },
      admin,
    );
    expect(saved.code, saved.message).toBe(200);
    const after = await page(EPP_FACE_RECORD_API.page);
    expect(after.total).toBe(before.records.filter((row) => row.personTemperature === highest).length);
    expect(after.total).toBeLessThanOrEqual(before.total);
  });
});

describe('the simulator’s epidemic control', () => {
  // Opened before the test: a seeded PostgreSQL takes seconds to make.
  let database: Awaited<ReturnType<typeof openSeededDatabase>>;
  beforeAll(async () => {
    database = await openSeededDatabase();
  });
  afterAll(() => database.close());

  it('scans health codes at the gates and now and then lets in someone with a fever', async () => {
    const { db } = database;
    const published: unknown[] = [];
    const ctx = {
      db,
      intervalMs: 60_000,
      random: seededRandom('epidemic-test'),
      publish: (_destination: string, body: unknown) => published.push(body),
    };
    const start = new Date(2026, 0, 5, 7).getTime();
    for (let round = 0; round < 120; round += 1) await epidemicRound(ctx, start + round * 60_000, [MAIN]);
    const within = (time: string | null) => time?.startsWith('2026-01-05') ?? false;
    const codes = (
      await db.select().from(healthCodeRecords).where(eq(healthCodeRecords.projectId, MAIN))
    ).filter((row) => within(row.recordTime));
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(code.personId).toEqual(expect.any(String));
    const fevers = (
      await db
        .select()
        .from(personRecords)
        .where(
          and(eq(personRecords.projectId, MAIN), gte(personRecords.personTemperature, ABNORMAL_TEMPERATURE)),
        )
    ).filter((row) => within(row.recordTime));
    expect(fevers.length).toBeGreaterThan(0);
    expect(fevers.every((row) => row.entryExitType === '1')).toBe(true);
    // Each fever entry is published as an entry and as a recognition.
    expect(published.length).toBe(fevers.length * 2);
  });
});
