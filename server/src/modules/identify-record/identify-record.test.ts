import {
  API,
  CERT_RECORD_API,
  type CertRecordRow,
  DETAIL_RECORD_API,
  type DetailRecordRow,
  OUT_IN_HORIZONTAL_API,
  OUT_IN_RECORD_API,
  type PageResult,
  PERSON_API,
  PERSON_RECORD_API,
  type PersonRecordRow,
  STRANGER_RECORD_API,
  type StrangerRecordRow,
  type Task,
  TEMPORARY_RECORD_API,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxRows } from '../../test/xlsx';

const { main: MAIN } = DEMO_PROJECTS;
const DEVICE = 'verify-device-1-1';
type Row = Record<string, unknown>;

/** A day of the past no seeded record reaches: what the tests add there is all there is. */
const QUIET_DAY = '2021-03-08';
const NEXT_DAY = '2021-03-09';

describe('identification records', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let person: { personId: string; personName: string; idcardNumber: string };

  const ok = async <T>(path: string, body: Row, token = admin): Promise<T> => {
    const answer = await server.post<T>(path, body, token);
    expect(answer, answer.message).toMatchObject({ code: 200 });
    return answer.data;
  };
  const page = <T>(path: string, filters: Row, token = admin) =>
    ok<PageResult<T>>(path, { projectId: MAIN, pageSize: 1000, ...filters }, token);
  const add = (entryExitType: '1' | '2', recordTime: string, who = person.personId) =>
    ok<{ recordId: string }>(PERSON_RECORD_API.add, {
      projectId: MAIN,
      personId: who,
      deviceId: DEVICE,
      entryExitType,
      recordTime,
      personTemperature: 36.5,
    });
  const exported = async (path: string, filters: Row, token = admin) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: MAIN, ...filters }),
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    return xlsxRows(Buffer.from(await response.arrayBuffer()));
  };

  // The person's day: in, out for lunch, back, out in the evening, and in again without an exit.
  const DAY_PASSAGES: ['1' | '2', string][] = [
    ['1', `${QUIET_DAY} 07:58:10`],
    ['2', `${QUIET_DAY} 11:40:00`],
    ['1', `${QUIET_DAY} 12:55:30`],
    ['2', `${QUIET_DAY} 17:31:00`],
    ['1', `${QUIET_DAY} 23:59:30`],
  ];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    manager = await server.login('manager');
    const people = await page<typeof person>(PERSON_API.page, { personType: 'WORKER', pageSize: 1 });
    person = people.records[0];
    for (const [type, time] of DAY_PASSAGES) await add(type, time);
  });
  afterAll(() => server.close());

  it('lists entries and exits by name, in/out and a date range whose end day reaches 23:59:59', async () => {
    const ofDay = await page<PersonRecordRow>(PERSON_RECORD_API.page, {
      personName: person.personName,
      recordTimeStart: QUIET_DAY,
      recordTimeEnd: QUIET_DAY,
    });
    expect(ofDay.total).toBe(DAY_PASSAGES.length);
    expect(ofDay.records.map((row) => row.recordTime)).toEqual(
      DAY_PASSAGES.map(([, time]) => time).reverse(),
    );
    // One record reads as the list shows it.
    const [newest] = ofDay.records;
    expect(await ok(PERSON_RECORD_API.query, { projectId: MAIN, recordId: newest.recordId })).toEqual(newest);
    expect(ofDay.records[0]).toMatchObject({
      personId: person.personId,
      deviceId: DEVICE,
      deviceName: expect.stringMatching(/人脸机$/),
      entryExitTypeName: '进场',
      recordDate: QUIET_DAY,
      personTemperature: 36.5,
    });
    const exits = await page<PersonRecordRow>(PERSON_RECORD_API.page, {
      idcardNumber: person.idcardNumber.slice(-8),
      entryExitType: '2',
      recordTimeStart: QUIET_DAY,
      recordTimeEnd: NEXT_DAY,
    });
    expect(exits.records.map((row) => row.recordTime)).toEqual([
      `${QUIET_DAY} 17:31:00`,
      `${QUIET_DAY} 11:40:00`,
    ]);
    // A time given whole is kept: the evening's last entry is after 18:00.
    const morning = await page<PersonRecordRow>(PERSON_RECORD_API.page, {
      personName: person.personName,
      recordTimeStart: QUIET_DAY,
      recordTimeEnd: `${QUIET_DAY} 18:00:00`,
    });
    expect(morning.total).toBe(4);
    const otherDevice = await page<PersonRecordRow>(PERSON_RECORD_API.page, {
      personName: person.personName,
      deviceName: '不存在的设备',
      recordTimeStart: QUIET_DAY,
    });
    expect(otherDevice.total).toBe(0);
  });

  it('masks the ID number for a user without frontSitePersonShowIdcard, also in its export', async () => {
    const filters = { personName: person.personName, recordTimeStart: QUIET_DAY, recordTimeEnd: QUIET_DAY };
    const whole = await page<PersonRecordRow>(PERSON_RECORD_API.page, filters);
    expect(whole.records[0].idcardNumber).toBe(person.idcardNumber);
    const hidden = await page<PersonRecordRow>(PERSON_RECORD_API.page, filters, manager);
    expect(hidden.records[0].idcardNumber).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    const rows = await exported(PERSON_RECORD_API.export, filters, manager);
    expect(rows).toHaveLength(DAY_PASSAGES.length);
    expect(rows[0].values).toMatchObject({
      姓名: person.personName,
      进出类型: '进场',
      识别时间: `${QUIET_DAY} 23:59:30`,
    });
    expect(String(rows[0].values.身份证号)).toContain('****');
    const tasks = await ok<PageResult<Task>>(API.taskPageList, { businessId: MAIN, pageSize: 20 }, manager);
    expect(tasks.records[0]).toMatchObject({
      taskType: 'VERIFY_PERSON_RECORD_EXPORT',
      taskStatus: 'TASK_ALL_FINISH',
    });
  });

  it('refuses a record of a person or a device of another project', async () => {
    const refused = await server.post(
      PERSON_RECORD_API.add,
      { projectId: MAIN, personId: 'person-3-0001', entryExitType: '1' },
      admin,
    );
    expect(refused).toMatchObject({ code: 400, message: 'personId: 人员不存在' });
    const noDevice = await server.post(
      PERSON_RECORD_API.add,
      { projectId: MAIN, personId: person.personId, deviceId: 'verify-device-3-1', entryExitType: '1' },
      admin,
    );
    expect(noDevice).toMatchObject({ code: 400, message: 'deviceId: 设备不存在' });
  });

  it('pairs each entry with the next record when it is an exit, and sums a day horizontally', async () => {
    // Computed here from the passages the test added.
    const pairs = DAY_PASSAGES.flatMap(([type, time], index) => {
      if (type !== '1') return [];
      const next = DAY_PASSAGES[index + 1];
      const out = next?.[0] === '2' ? next[1] : '';
      const minutes = out
        ? Math.floor((Date.parse(out.replace(' ', 'T')) - Date.parse(time.replace(' ', 'T'))) / 60_000)
        : '';
      return [{ inTime: time, outTime: out, durationMinutes: minutes }];
    });
    const outIn = await page<Row>(OUT_IN_RECORD_API.page, {
      personName: person.personName,
      inTimeStart: QUIET_DAY,
      inTimeEnd: QUIET_DAY,
    });
    expect(
      outIn.records.map(({ inTime, outTime, durationMinutes }) => ({ inTime, outTime, durationMinutes })),
    ).toEqual(pairs.reverse());
    expect(outIn.records[1]).toMatchObject({
      personId: person.personId,
      inDeviceName: expect.stringMatching(/人脸机$/),
    });

    const firstIn = DAY_PASSAGES.find(([type]) => type === '1')![1];
    const lastOut = DAY_PASSAGES.filter(([type]) => type === '2').at(-1)![1];
    const hours =
      Math.round((Date.parse(lastOut.replace(' ', 'T')) - Date.parse(firstIn.replace(' ', 'T'))) / 360_000) /
      10;
    const horizontal = await page<Row>(OUT_IN_HORIZONTAL_API.page, {
      personName: person.personName,
      recordDateStart: QUIET_DAY,
      recordDateEnd: QUIET_DAY,
    });
    expect(horizontal.records).toEqual([
      expect.objectContaining({
        rowId: `${person.personId}:${QUIET_DAY}`,
        recordDate: QUIET_DAY,
        firstInTime: firstIn,
        lastOutTime: lastOut,
        passCount: DAY_PASSAGES.length,
        workHours: hours,
      }),
    ]);
    const rows = await exported(OUT_IN_HORIZONTAL_API.export, {
      personName: person.personName,
      recordDateStart: QUIET_DAY,
      recordDateEnd: QUIET_DAY,
    });
    expect(rows.map(({ values }) => Number(values.通行次数))).toEqual([DAY_PASSAGES.length]);
  });

  it('lists the seeded certificate, detail, stranger and visitor records with their filters', async () => {
    const certs = await page<CertRecordRow>(CERT_RECORD_API.page, {});
    expect(certs.total).toBeGreaterThan(0);
    const [cert] = certs.records;
    expect(await ok(CERT_RECORD_API.query, { projectId: MAIN, recordId: cert.recordId })).toEqual(cert);
    // Another project's reader record is not found from this one.
    const elsewhere = await server.post(
      CERT_RECORD_API.query,
      { projectId: DEMO_PROJECTS.longName, recordId: cert.recordId },
      admin,
    );
    expect(elsewhere).toMatchObject({ code: 404, message: '记录不存在' });
    const failed = await page<CertRecordRow>(CERT_RECORD_API.page, { compareResult: 0 });
    expect(failed.records.every((row) => row.compareResult === 0)).toBe(true);
    expect(certs.records[0].sitePhotoPath).toMatch(/^\/files\//);

    const refused = await page<DetailRecordRow>(DETAIL_RECORD_API.page, { verifyResult: 0 });
    expect(refused.total).toBeGreaterThan(0);
    expect(refused.records.every((row) => row.verifyResult === 0 && row.refuseReason !== '')).toBe(true);
    const recognised = await page<DetailRecordRow>(DETAIL_RECORD_API.page, { verifyResult: 1, pageSize: 5 });
    expect(recognised.records.every((row) => row.personName !== '' && row.refuseReason === '')).toBe(true);

    const strangers = await page<StrangerRecordRow>(STRANGER_RECORD_API.page, {});
    expect(strangers.total).toBeGreaterThan(0);
    expect(strangers.records[0]).toMatchObject({
      photoPath: expect.stringMatching(/^\/files\/.+\.jpg$/),
      deviceName: expect.any(String),
    });
    const day = strangers.records[0].recordTime.slice(0, 10);
    const ofDay = await page<StrangerRecordRow>(STRANGER_RECORD_API.page, {
      recordTimeStart: day,
      recordTimeEnd: day,
    });
    expect(ofDay.records.every((row) => row.recordTime.startsWith(day))).toBe(true);
    expect(ofDay.total).toBeLessThanOrEqual(strangers.total);

    const visits = await page<Row>(TEMPORARY_RECORD_API.page, {});
    for (const visit of visits.records)
      expect(visit).toMatchObject({
        personName: expect.any(String),
        entryExitType: expect.stringMatching(/^[12]$/),
      });
  });

  it('exports detail records as a VERIFY_DETAIL_RECORD_EXPORT task, refusals with their reason', async () => {
    const list = await page<DetailRecordRow>(DETAIL_RECORD_API.page, { verifyResult: 0 });
    const rows = await exported(DETAIL_RECORD_API.export, { verifyResult: 0 });
    expect(rows).toHaveLength(list.total);
    expect(rows.every(({ values }) => values.识别结果 === '拒绝通行' && values.拒绝原因)).toBe(true);
    const tasks = await ok<PageResult<Task>>(API.taskPageList, { businessId: MAIN, pageSize: 20 });
    expect(tasks.records[0]).toMatchObject({
      taskType: 'VERIFY_DETAIL_RECORD_EXPORT',
      taskStatus: 'TASK_ALL_FINISH',
    });
  });
});
