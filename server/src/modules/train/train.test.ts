import {
  type PageResult,
  PERSON_API,
  type PersonRow,
  TRAIN_INFO_API,
  TRAIN_RELATION_API,
  type TrainParticipant,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxRows } from '../../test/xlsx';

const { main: MAIN } = DEMO_PROJECTS;

describe('trainings (TRAIN_INFO_RESOURCE) and their participants', () => {
  let server: TestServer;
  let admin: string;
  let people: PersonRow[];

  const post = (path: string, body: Record<string, unknown>) => server.post<unknown>(path, body, admin);
  const ok = <T = unknown>(path: string, body: Record<string, unknown>) => server.ok<T>(path, body, admin);
  const page = (filters: Record<string, unknown> = {}) =>
    ok<PageResult<{ trainId: string; personCount: number; trainType: string }>>(TRAIN_INFO_API.page, {
      projectId: MAIN,
      pageSize: 999,
      ...filters,
    });
  const training = (extra: Record<string, unknown> = {}) => ({
    projectId: MAIN,
    trainName: '进场三级教育',
    trainType: 'THREE_LEVEL',
    trainDate: '2026-03-02',
    trainer: '王安全',
    duration: 4,
    trainContent: '安全帽佩戴与高处作业',
    trainMaterial: '',
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    people = (
      await ok<PageResult<PersonRow>>(PERSON_API.page, {
        projectId: MAIN,
        personType: 'WORKER',
        pageNumber: 1,
        pageSize: 3,
      })
    ).records;
  });
  afterAll(() => server.close());

  it('refuses a training without a name or with hours that are not a positive whole number', async () => {
    expect(await post(TRAIN_INFO_API.add, training({ trainName: '' }))).toMatchObject({
      code: 400,
      message: 'trainName: 请输入培训名称',
    });
    expect(await post(TRAIN_INFO_API.add, training({ duration: 0 }))).toMatchObject({
      code: 400,
      message: 'duration: 请输入正整数',
    });
  });

  it('adds a training, saves its participants (counted in the list), filters and exports it', async () => {
    await ok(TRAIN_INFO_API.add, training());
    const [added] = (await page({ trainName: '进场三级教育' })).records;
    expect(added).toMatchObject({ trainType: 'THREE_LEVEL', personCount: 0 });

    const chosen = people.slice(0, 2).map((person) => person.personId);
    await ok(TRAIN_RELATION_API.save, { projectId: MAIN, trainId: added.trainId, personIdList: chosen });
    const participants = await ok<TrainParticipant[]>(TRAIN_RELATION_API.list, {
      projectId: MAIN,
      trainId: added.trainId,
    });
    expect(participants.map((person) => person.personId).sort()).toEqual([...chosen].sort());
    expect((await page({ trainName: '进场三级教育' })).records[0].personCount).toBe(2);

    expect(
      await post(TRAIN_RELATION_API.save, {
        projectId: MAIN,
        trainId: added.trainId,
        personIdList: ['nobody'],
      }),
    ).toMatchObject({ code: 400, message: 'personIdList: 人员不存在' });
    await ok(TRAIN_RELATION_API.save, { projectId: MAIN, trainId: added.trainId, personIdList: [chosen[0]] });
    expect((await page({ trainName: '进场三级教育' })).records[0].personCount).toBe(1);

    // The seed's trainings of that type are listed too: the name keeps the export to this one.
    const filters = { projectId: MAIN, trainType: 'THREE_LEVEL', trainName: '进场三级教育' };
    const list = await page(filters);
    const response = await fetch(`${server.url}${TRAIN_INFO_API.export}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(rows).toHaveLength(list.total);
    expect(rows[0].values).toMatchObject({
      培训名称: '进场三级教育',
      培训类型: '三级安全教育',
      参训人数: '1',
    });

    await ok(TRAIN_INFO_API.remove, { projectId: MAIN, trainIdList: [added.trainId] });
    expect((await page({ trainName: '进场三级教育' })).total).toBe(0);
  });
});
