import {
  type PageResult,
  PERSON_API,
  type SpecialWorkerType,
  WORK_TYPE_API,
  type WorkTypePersonCount,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN } = DEMO_PROJECTS;

describe('work types, posts and special work types', () => {
  let server: TestServer;
  let admin: string;
  const ok = <T = unknown>(path: string, body: Record<string, unknown>) => server.ok<T>(path, body, admin);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('counts the people of every work type and post, as the roster does', async () => {
    const workTypes = await ok<WorkTypePersonCount[]>(WORK_TYPE_API.personCount, {
      projectId: MAIN,
      dictionaryTypeCode: 'workerType',
    });
    expect(workTypes.map((row) => row.workTypeName)).toContain('钢筋工');
    const rebar = workTypes.find((row) => row.workTypeName === '钢筋工')!;
    const roster = await ok<PageResult<unknown>>(PERSON_API.page, {
      projectId: MAIN,
      personType: 'WORKER',
      workerTypeId: rebar.workerTypeId,
      pageSize: 1,
    });
    expect(rebar.personCount).toBe(roster.total);
    expect(rebar.onJobCount).toBeLessThanOrEqual(rebar.personCount);

    const posts = await ok<WorkTypePersonCount[]>(WORK_TYPE_API.personCount, {
      projectId: MAIN,
      dictionaryTypeCode: 'managerType',
    });
    expect(posts[0].workTypeName).toBe('项目经理');
    expect(posts.reduce((total, row) => total + row.personCount, 0)).toBeGreaterThan(0);
    const bad = await server.post(
      WORK_TYPE_API.personCount,
      { projectId: MAIN, dictionaryTypeCode: 'x' },
      admin,
    );
    expect(bad).toMatchObject({ code: 400 });
  });

  it('flags the national special work types by default, saves a choice and resets it', async () => {
    const defaults = await ok<SpecialWorkerType[]>(WORK_TYPE_API.specialList, { projectId: MAIN });
    const special = (list: SpecialWorkerType[]) =>
      list.filter((item) => item.special === 1).map((item) => item.workTypeName);
    expect(special(defaults)).toEqual(expect.arrayContaining(['电工', '焊工', '架子工', '塔吊司机']));
    expect(special(defaults)).not.toContain('木工');

    const carpenter = defaults.find((item) => item.workTypeName === '木工')!;
    const saved = await ok<SpecialWorkerType[]>(WORK_TYPE_API.specialSave, {
      projectId: MAIN,
      workerTypeIdList: [carpenter.workerTypeId],
    });
    expect(special(saved)).toEqual(['木工']);
    const unknown = await server.post(
      WORK_TYPE_API.specialSave,
      { projectId: MAIN, workerTypeIdList: ['no-such-type'] },
      admin,
    );
    expect(unknown).toMatchObject({ code: 400 });
    expect(special(await ok<SpecialWorkerType[]>(WORK_TYPE_API.specialList, { projectId: MAIN }))).toEqual([
      '木工',
    ]);

    const reset = await ok<SpecialWorkerType[]>(WORK_TYPE_API.specialReset, { projectId: MAIN });
    expect(special(reset)).toEqual(special(defaults));
  });

  it('refuses without the resource and outside the caller’s projects', async () => {
    const manager = await server.login('manager');
    for (const path of [WORK_TYPE_API.specialList, WORK_TYPE_API.specialReset]) {
      expect(await server.post(path, { projectId: MAIN })).toMatchObject({ code: 401 });
      expect(await server.post(path, { projectId: MAIN }, manager)).toMatchObject({ code: 403 });
      expect(await server.post(path, { projectId: DEMO_PROJECTS.disabled }, admin)).toMatchObject({
        code: 403,
      });
    }
  });
});
