import { type EntryExitRecord, type PageResult, WIDGET_CALLS } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { recordsOfDay, todayOf } from '../../test/personnel';
import { startTestServer, type TestServer } from '../../test/server';

const LIST = WIDGET_CALLS.entryExitRecords.path;
const { main: MAIN, disabled: DISABLED } = DEMO_PROJECTS;
const DAY = 86_400_000;

describe('siteVerifyPersonRecord/listByProject', () => {
  let server: TestServer;
  let admin: string;
  const page = async (body: Record<string, unknown>, token = admin) => {
    const answer = await server.post<PageResult<EntryExitRecord>>(LIST, body, token);
    expect(answer, answer.message).toMatchObject({ code: 200 });
    return answer.data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('answers the widget’s five newest records of today, newest first', async () => {
    const today = todayOf();
    const all = await recordsOfDay(server, admin, MAIN);
    const newest = await page({
      projectId: MAIN,
      pageNumber: 1,
      pageSize: 5,
      recordDate: `${today} 00:00:00`,
    });
    expect(newest.total).toBe(all.length);
    expect(newest.records).toEqual(all.slice(0, 5));
    const times = all.map((record) => record.recordTime);
    expect(times).toEqual([...times].sort().reverse());
    for (const record of all) expect(record.recordDate).toBe(today);
  });

  it('answers every field of the record, the ID number whole to who holds frontSitePersonShowIdcard', async () => {
    const yesterday = todayOf(Date.now() - DAY);
    const { records, total } = await page({ projectId: MAIN, pageSize: 9999, recordDate: yesterday });
    // A whole past day of the demo, in one page.
    expect(total).toBeGreaterThan(100);
    expect(records).toHaveLength(total);
    const entry = records.find((record) => record.entryExitType === '1');
    expect(entry).toMatchObject({
      recordId: expect.stringMatching(/.+/),
      recordPhotoUrl: expect.stringMatching(/^(\/files\/p\/1\/headPhoto\/.+\.jpg)?$/),
      personName: expect.stringMatching(/^\p{Script=Han}{2,3}$/u),
      teamName: expect.stringMatching(/.+/),
      workerTypeName: expect.stringMatching(/.+/),
      idcardNumber: expect.stringMatching(/^\d{17}[\dX]$/),
      entryExitTypeName: '进场',
      recordDate: yesterday,
      recordTime: expect.stringMatching(new RegExp(`^${yesterday} \\d{2}:\\d{2}:\\d{2}$`)),
      deviceName: expect.stringMatching(/人脸机$/),
      personTemperature: expect.any(Number),
      nucleicTestPointName: null,
      nucleicTestTime: null,
    });
    expect(records.find((record) => record.entryExitType === '2')?.entryExitTypeName).toBe('出场');
    // The capture of a passage is the person's head photo; only people without one pass without it.
    const withPhoto = records.filter((record) => record.recordPhotoUrl);
    expect(withPhoto.length).toBeGreaterThan(total / 2);
    const photo = await fetch(`${server.url}${withPhoto[0].recordPhotoUrl}`, {
      headers: { Authorization: admin },
    });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    // Every day starts with entries; a day is never more exits than entries.
    const entries = records.filter((record) => record.entryExitType === '1').length;
    expect(entries).toBeGreaterThanOrEqual(total - entries);
  });

  it('pages through every day without a date', async () => {
    const first = await page({ projectId: MAIN, pageNumber: 1, pageSize: 20 });
    const second = await page({ projectId: MAIN, pageNumber: 2, pageSize: 20 });
    expect(first.total).toBeGreaterThan(1000);
    expect(second.total).toBe(first.total);
    expect(first.records[19].recordTime >= second.records[0].recordTime).toBe(true);
    // The last page ends with the oldest record, of the seeded week's first day.
    const last = await page({ projectId: MAIN, pageNumber: Math.ceil(first.total / 20), pageSize: 20 });
    const oldest = last.records[last.records.length - 1];
    expect(oldest.recordDate <= todayOf(Date.now() - 5 * DAY)).toBe(true);
  });

  it('names the bad field and refuses strangers', async () => {
    expect(await server.post(LIST, { projectId: MAIN, recordDate: 'today' }, admin)).toMatchObject({
      code: 400,
      message: 'recordDate: 格式应为 YYYY-MM-DD HH:mm:ss',
    });
    expect(await server.post(LIST, { projectId: MAIN, pageSize: 0 }, admin)).toMatchObject({
      code: 400,
      message: 'pageSize: 不能小于1',
    });
    expect(await server.post(LIST, { projectId: MAIN })).toMatchObject({ code: 401 });
    const nobody = await server.login('nobody');
    expect(await server.post(LIST, { projectId: MAIN }, nobody)).toMatchObject({ code: 403 });
    expect(await server.post(LIST, { projectId: DISABLED }, admin)).toMatchObject({
      code: 403,
      message: '无权访问该项目',
    });
  });
});
