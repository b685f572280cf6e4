import {
  FLEET_API,
  FLEET_MESSAGES,
  type FleetNode,
  type FleetVehiclePage,
  LPR_WHITE_LIST_API,
  type LprWhiteListRow,
  type PageResult,
} from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { lprRecords } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import { dataOf } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';

const projectId = DEMO_PROJECTS.main;

describe('fleets: the tree, its writes and each fleet’s vehicles with their passages', () => {
  let server: TestServer;
  /** The server's own database, to add plate records and count them. */
  let db: Database;
  let admin: string;

  const call = <T = unknown>(path: string, body: Record<string, unknown>) =>
    server.post<T>(path, { projectId, ...body }, admin);
  const ok = <T>(path: string, body: Record<string, unknown>) =>
    dataOf<T>(server, path, { projectId, ...body }, admin);
  const tree = () => ok<FleetNode[]>(FLEET_API.page, {});
  const add = async (fields: Record<string, unknown>) =>
    (
      await ok<{ fleetId: string }>(FLEET_API.add, {
        parentId: '',
        leaderName: '',
        leaderPhone: '',
        sort: 0,
        remark: '',
        ...fields,
      })
    ).fleetId;
  const vehiclesOf = (fleetId: string, timeStart?: string, timeEnd?: string) =>
    ok<FleetVehiclePage>(FLEET_API.vehicles, { fleetId, timeStart, timeEnd, pageNumber: 1, pageSize: 50 });

  beforeAll(async () => {
    server = await startTestServer();
    db = server.app.taskRunner.deps.db;
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('answers the demo fleets as a tree with how many vehicles each has', async () => {
    const roots = await tree();
    expect(roots.map((fleet) => [fleet.mcName, fleet.vehicleCount])).toEqual([
      ['城建渣土运输车队', 6],
      ['华东商砼车队', 4],
      ['顺达建材物流车队', 3],
      ['项目部车辆', 4],
    ]);
    expect(roots.every((fleet) => fleet.children.length === 0 && fleet.parentId === '')).toBe(true);
  });

  it('nests, renames and moves fleets, refusing a parent that is missing or below the fleet', async () => {
    const parent = await add({ mcName: '外协车队', leaderName: '王强', leaderPhone: '13812345678' });
    const child = await add({ mcName: '外协一分队', parentId: parent });
    const grandchild = await add({ mcName: '外协一分队夜班', parentId: child });
    const outer = (await tree()).find((fleet) => fleet.fleetId === parent)!;
    expect(outer).toMatchObject({ leaderName: '王强', leaderPhone: '13812345678', vehicleCount: 0 });
    expect(outer.children.map((fleet) => fleet.mcName)).toEqual(['外协一分队']);
    expect(outer.children[0].children.map((fleet) => fleet.fleetId)).toEqual([grandchild]);

    expect(await call(FLEET_API.add, { mcName: '外协车队', parentId: '' })).toMatchObject({ code: 400 });
    expect(await call(FLEET_API.add, { mcName: '无主车队', parentId: 'no-such-fleet' })).toMatchObject({
      code: 400,
      message: `parentId: ${FLEET_MESSAGES.parentMissing}`,
    });
    const loop = await call(FLEET_API.update, { fleetId: parent, mcName: '外协车队', parentId: grandchild });
    expect(loop).toMatchObject({ code: 400, message: `parentId: ${FLEET_MESSAGES.parentLoop}` });
    // An order is 0 or a positive whole number: the demo fleets' 0 stays valid on an edit.
    for (const sort of [-3.5, -1, 1.5])
      expect(
        await call(FLEET_API.update, { fleetId: parent, mcName: '外协车队', parentId: '', sort }),
      ).toMatchObject({
        code: 400,
        message: 'sort: 请输入不小于0的整数',
      });

    await ok(FLEET_API.update, { fleetId: grandchild, mcName: '外协夜班', parentId: parent });
    expect(await ok(FLEET_API.query, { fleetId: grandchild })).toMatchObject({
      mcName: '外协夜班',
      parentId: parent,
    });
    const moved = (await tree()).find((fleet) => fleet.fleetId === parent)!;
    expect(moved.children.map((fleet) => fleet.mcName).sort()).toEqual(['外协一分队', '外协夜班'].sort());
  });

  it('refuses to delete a fleet with sub-fleets or vehicles, and deletes an empty one', async () => {
    const parent = await add({ mcName: '临时车队' });
    const child = await add({ mcName: '临时一队', parentId: parent });
    expect(await call(FLEET_API.remove, { fleetIdList: [parent] })).toMatchObject({
      code: 400,
      message: FLEET_MESSAGES.hasChildren,
    });
    const [dumpTrucks] = await tree();
    expect(await call(FLEET_API.remove, { fleetIdList: [dumpTrucks.fleetId] })).toMatchObject({
      code: 400,
      message: FLEET_MESSAGES.hasVehicles,
    });
    expect(await call(FLEET_API.remove, { fleetIdList: [child] })).toMatchObject({ code: 200 });
    expect(await call(FLEET_API.remove, { fleetIdList: [parent] })).toMatchObject({ code: 200 });
    expect((await tree()).some((fleet) => fleet.fleetId === parent)).toBe(false);
  });

  it('lists a fleet’s vehicles with their entries and exits in the range, counted from the plate records', async () => {
    const [dumpTrucks] = await tree();
    const page = await vehiclesOf(dumpTrucks.fleetId);
    expect(page.total).toBe(6);
    for (const row of page.records) {
      const passages = await db
        .select({ direction: lprRecords.direction })
        .from(lprRecords)
        .where(and(eq(lprRecords.projectId, projectId), eq(lprRecords.licensePlate, row.licensePlate)));
      expect(row.inCount).toBe(passages.filter((passage) => passage.direction === 1).length);
      expect(row.outCount).toBe(passages.filter((passage) => passage.direction !== 1).length);
      expect(row.vehicleType).toBe(6);
    }
    expect(page.inCount).toBe(page.records.reduce((sum, row) => sum + row.inCount, 0));

    const plate = page.records[0].licensePlate;
    await db.insert(lprRecords).values(
      ['2001-02-03 08:00:00', '2001-02-03 09:00:00', '2001-02-04 10:00:00'].map((recognitionTime, index) => ({
        projectId,
        deviceId: index === 1 ? DEMO_DEVICES.lpr.exit : DEMO_DEVICES.lpr.entrance,
        licensePlate: plate,
        vehicleType: 6,
        direction: index === 1 ? 2 : 1,
        recognitionTime,
      })),
    );
    const day = await vehiclesOf(dumpTrucks.fleetId, '2001-02-03 00:00:00', '2001-02-03 23:59:59');
    expect(day.records.find((row) => row.licensePlate === plate)).toMatchObject({
      inCount: 1,
      outCount: 1,
      lastPassTime: '2001-02-03 09:00:00',
    });
    expect(day).toMatchObject({ total: 6, inCount: 1, outCount: 1 });
    expect(
      await call(FLEET_API.vehicles, {
        fleetId: dumpTrucks.fleetId,
        timeStart: 'yesterday',
        pageNumber: 1,
        pageSize: 10,
      }),
    ).toMatchObject({ code: 400 });
  });

  it('counts a whitelisted plate naming the fleet among its vehicles, and a rename takes the whitelist along', async () => {
    const fleetId = await add({ mcName: '白名单车队' });
    await ok(LPR_WHITE_LIST_API.add, {
      licensePlate: '浙A·9K001',
      wtype: 1,
      color: 1,
      carType: 3,
      mcName: '白名单车队',
      effectTime: '2026-01-01 00:00:00',
      expirationTime: '2030-01-01 00:00:00',
      equipmentName: '',
      status: 1,
      remark: '',
    });
    expect((await vehiclesOf(fleetId)).records).toEqual([
      { licensePlate: '浙A·9K001', vehicleType: 3, inCount: 0, outCount: 0, lastPassTime: '' },
    ]);
    expect(await call(FLEET_API.remove, { fleetIdList: [fleetId] })).toMatchObject({
      message: FLEET_MESSAGES.hasVehicles,
    });
    await ok(FLEET_API.update, { fleetId, mcName: '白名单一队' });
    const listed = await ok<PageResult<LprWhiteListRow>>(LPR_WHITE_LIST_API.page, {
      licensePlate: '9K001',
      pageNumber: 1,
      pageSize: 10,
    });
    expect(listed.records[0].mcName).toBe('白名单一队');
    expect((await tree()).find((fleet) => fleet.fleetId === fleetId)?.vehicleCount).toBe(1);
  });
});
