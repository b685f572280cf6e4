import {
  AREA_API,
  type AreaDevice,
  type AreaItem,
  type AreaObjects,
  type OperateLogRecord,
  type PageResult,
  PERSONNEL_API,
  TEAM_API,
  type TeamItem,
} from '@site/shared-schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNumberOutOfRange } from '../../db/client';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';

const { main: MAIN } = DEMO_PROJECTS;
const FIRST_AREA = 'area-1-1';

interface AreaRow {
  areaId: string;
  areaName: string;
  sort: number;
  teamCount: number;
  personCount: number;
  deviceCount: number;
}

describe('site areas (siteArea, siteAreaObject, siteVerifyDevice/queryByArea)', () => {
  let server: TestServer;
  let admin: string;
  const ok = <T = unknown>(path: string, body: Record<string, unknown>, token = admin) =>
    server.ok<T>(path, body, token);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists the areas with their teams, people and devices; every member reads the choices', async () => {
    const areas = await ok<PageResult<AreaRow>>(AREA_API.page, { projectId: MAIN });
    expect(areas.records.map((area) => area.areaName)).toEqual(['施工一区', '施工二区', '办公区', '生活区']);
    expect(areas.records[0]).toMatchObject({ areaId: FIRST_AREA, deviceCount: 2 });
    expect(areas.records[0].teamCount).toBeGreaterThan(0);
    expect(areas.records[0].personCount).toBeGreaterThan(0);

    // The manager holds no cSiteAreaManager, yet reads the areas as choices.
    const manager = await server.login('manager');
    const choices = await ok<PageResult<AreaItem>>(PERSONNEL_API.areas, { projectId: MAIN }, manager);
    expect(choices.records.map((area) => area.areaId)).toEqual(areas.records.map((area) => area.areaId));
    expect(await server.post(AREA_API.page, { projectId: MAIN }, manager)).toMatchObject({ code: 403 });
  });

  it('answers an area’s objects and its face devices with their state', async () => {
    const objects = await ok<AreaObjects>(AREA_API.objects, { projectId: MAIN, areaId: FIRST_AREA });
    const teams = await ok<PageResult<TeamItem>>(TEAM_API.page, { projectId: MAIN, pageSize: 999 });
    expect(objects.teamIdList).toEqual(
      teams.records.filter((team) => team.areaId === FIRST_AREA).map((team) => team.teamId),
    );
    expect(objects.deviceIdList).toEqual(['verify-device-1-1', 'verify-device-1-2']);
    expect(objects.companyList.length).toBeGreaterThan(0);
    expect(objects.teamOptions).toHaveLength(teams.total);
    expect(objects.deviceOptions).toContainEqual({
      deviceId: 'verify-device-1-3',
      deviceName: '施工二区北门人脸机',
      areaName: '施工二区',
    });
    const devices = await ok<AreaDevice[]>(AREA_API.devices, { projectId: MAIN, areaId: FIRST_AREA });
    expect(devices.map((device) => device.deviceName)).toEqual(['施工一区东门人脸机', '施工一区南门人脸机']);
    expect(devices[0]).toMatchObject({ deviceStatus: 1, lastOnlineTime: expect.any(String) });
  });

  it('adds an area, moves a team and a device into it, logs the move, and deletes it', async () => {
    const { areaId } = await ok<{ areaId: string }>(AREA_API.add, {
      projectId: MAIN,
      areaName: '钢筋加工区',
      sort: 5,
    });
    const twice = await server.post(AREA_API.add, { projectId: MAIN, areaName: '钢筋加工区' }, admin);
    expect(twice).toMatchObject({ code: 400, message: 'areaName: 区域名称已存在' });

    const before = await ok<AreaObjects>(AREA_API.objects, { projectId: MAIN, areaId: FIRST_AREA });
    const [team] = before.teamIdList;
    const saved = await ok<AreaObjects>(AREA_API.saveObjects, {
      projectId: MAIN,
      areaId,
      teamIdList: [team],
      deviceIdList: ['verify-device-1-2'],
    });
    expect(saved).toMatchObject({
      areaName: '钢筋加工区',
      teamIdList: [team],
      deviceIdList: ['verify-device-1-2'],
    });
    const first = await ok<AreaObjects>(AREA_API.objects, { projectId: MAIN, areaId: FIRST_AREA });
    expect(first.teamIdList).not.toContain(team);
    expect(first.deviceIdList).toEqual(['verify-device-1-1']);
    const history = await ok<PageResult<OperateLogRecord>>(AREA_API.history, { projectId: MAIN, areaId });
    expect(history.records[0]).toMatchObject({ operateType: 'UPDATE', before: { teams: '', devices: '' } });
    expect(history.records[0].after).toMatchObject({ devices: '施工一区南门人脸机' });

    // A list not sent stays as it is; an empty one leaves the area's in no area.
    const devicesOnly = await ok<AreaObjects>(AREA_API.saveObjects, {
      projectId: MAIN,
      areaId,
      deviceIdList: [],
    });
    expect(devicesOnly).toMatchObject({ teamIdList: [team], deviceIdList: [] });
    expect(await ok<AreaDevice[]>(AREA_API.devices, { projectId: MAIN, areaId })).toEqual([]);
    await ok(AREA_API.saveObjects, { projectId: MAIN, areaId, teamIdList: [] });
    expect(
      await server.post(AREA_API.remove, { projectId: MAIN, areaIdList: [areaId] }, admin),
    ).toMatchObject({
      code: 200,
    });
  });

  it('orders areas by 0 or a whole number: an area added without one is edited as it is; a number past the database’s is refused', async () => {
    const { areaId } = await ok<{ areaId: string }>(AREA_API.add, { projectId: MAIN, areaName: '临时堆场' });
    expect(
      await ok(AREA_API.update, { projectId: MAIN, areaId, areaName: '临时堆场二', sort: 0 }),
    ).toBeDefined();
    for (const [sort, problem] of [
      [-3, '请输入不小于0的整数'],
      [1.5, '请输入不小于0的整数'],
      [99_999_999_999, '排序数值过大'],
    ] as const)
      expect(
        await server.post(AREA_API.update, { projectId: MAIN, areaId, areaName: '临时堆场二', sort }, admin),
      ).toMatchObject({ code: 400, message: `sort: ${problem}` });
    await ok(AREA_API.remove, { projectId: MAIN, areaIdList: [areaId] });
  });

  it('answers a number too large for its column as bad input, not as a server fault', async () => {
    const refused = await server.app.taskRunner.deps.db
      .execute(sql`select 99999999999::integer`)
      .catch((error) => error);
    expect(isNumberOutOfRange(refused)).toBe(true);
    expect(isNumberOutOfRange(new Error('select failed'))).toBe(false);
  });

  it('refuses another project’s team or device with 404 and moves nothing', async () => {
    const other = await ok<PageResult<TeamItem>>(TEAM_API.page, { projectId: DEMO_PROJECTS.longName });
    const refused = await server.post(
      AREA_API.saveObjects,
      { projectId: MAIN, areaId: FIRST_AREA, teamIdList: [other.records[0].teamId], deviceIdList: [] },
      admin,
    );
    expect(refused).toMatchObject({ code: 404 });
    const objects = await ok<AreaObjects>(AREA_API.objects, { projectId: MAIN, areaId: FIRST_AREA });
    expect(objects.deviceIdList).toEqual(['verify-device-1-1']);
  });
});
