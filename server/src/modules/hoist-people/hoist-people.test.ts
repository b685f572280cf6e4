import type { DeviceStoreAnswer } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeMessage } from '@site/shared-realtime/client';
import {
  CRANE_DRIVER_RESOURCE,
  CRANE_FACE_DEVICE_RESOURCE,
  CRANE_WORK_RESOURCE,
  type HoistDriverRow,
  LIFT_DRIVER_RESOURCE,
  LIFT_FACE_DEVICE_RESOURCE,
  LIFT_WORK_RESOURCE,
  type PageResult,
  VERIFY_DEVICE_RESOURCE,
} from '@site/shared-schema';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hoistDrivers, persons } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import {
  dataOf,
  REFUSED,
  refusals,
  type ServerWithRows,
  startTestServerWithRows,
} from '../../test/seeded-rows';
import { xlsxRows } from '../../test/xlsx';
import { REALTIME_PATH } from '../realtime/endpoint';

const MAIN = DEMO_PROJECTS.main;
const { crane, lift } = DEMO_DEVICES;
type Row = Record<string, unknown>;

describe('crane and lift people', () => {
  let context: ServerWithRows;
  let admin: string;
  const call = (path: string, body: Record<string, unknown>) =>
    context.server.post<Row>(path, { projectId: MAIN, ...body }, admin);
  const page = (path: string, body: Record<string, unknown> = {}) =>
    dataOf<PageResult<Row>>(
      context.server,
      path,
      { projectId: MAIN, pageNumber: 1, pageSize: 100, ...body },
      admin,
    );
  /** A worker of the main project who drives nothing yet. */
  const freeWorker = async () => {
    const drivers = context.db.select({ id: hoistDrivers.personId }).from(hoistDrivers);
    const [person] = await context.db
      .select({ id: persons.id, name: persons.personName })
      .from(persons)
      .where(and(eq(persons.projectId, MAIN), eq(persons.onJobStatus, 1), notInArray(persons.id, drivers)))
      .orderBy(asc(persons.id))
      .limit(1);
    return person;
  };

  beforeAll(async () => {
    context = await startTestServerWithRows();
    admin = await context.server.login('admin');
  });
  afterAll(() => context.close());

  it('lists the cab face devices of each kind with their crane or lift, apart from the gates', async () => {
    const cranes = await page(CRANE_FACE_DEVICE_RESOURCE.api.page);
    expect(cranes.records.map((row) => row.craneDeviceId).sort()).toEqual([crane.first, crane.second]);
    expect(cranes.records[0]).toMatchObject({
      craneName: expect.stringContaining('塔吊'),
      deviceStatus: 1,
      syncedCount: 1,
      pendingCount: 0,
    });
    const lifts = await page(LIFT_FACE_DEVICE_RESOURCE.api.page);
    expect(lifts.records.map((row) => row.elevatorDeviceId).sort()).toEqual([lift.left, lift.right]);
    const gates = await page(VERIFY_DEVICE_RESOURCE.api.page, { pageSize: 1000 });
    const cabs = new Set([...cranes.records, ...lifts.records].map((row) => row.deviceId));
    expect(gates.records.some((row) => cabs.has(row.deviceId))).toBe(false);
    const byName = await page(CRANE_FACE_DEVICE_RESOURCE.api.page, { craneName: 'QTZ125' });
    expect(byName.records.map((row) => row.craneDeviceId)).toEqual([crane.second]);
  });

  it('adds a cab device, binds it to a crane by updateVerifyDevice and holds its drivers', async () => {
    const device = { deviceName: '塔吊备用人脸机', deviceSn: 'CAB-TEST-1', model: '', ip: '' };
    const refused = await call(CRANE_FACE_DEVICE_RESOURCE.api.add, {
      ...device,
      craneDeviceId: crane.sciencePark,
    });
    expect(refused).toMatchObject({ code: 400, message: 'craneDeviceId: 塔吊不存在' });
    // Registered before it is mounted, a device holds nobody until updateVerifyDevice binds it.
    const added = await call(CRANE_FACE_DEVICE_RESOURCE.api.add, { ...device, craneDeviceId: '' });
    expect(added.code).toBe(200);
    const deviceId = String(added.data.deviceId);
    expect((await page(CRANE_FACE_DEVICE_RESOURCE.api.persons, { deviceId })).total).toBe(0);
    const rebound = await call(CRANE_FACE_DEVICE_RESOURCE.api.update, {
      deviceId,
      ...device,
      craneDeviceId: crane.first,
    });
    expect(rebound.code).toBe(200);
    const stored = await dataOf<Row>(
      context.server,
      CRANE_FACE_DEVICE_RESOURCE.api.query,
      { projectId: MAIN, deviceId },
      admin,
    );
    expect(stored).toMatchObject({ craneDeviceId: crane.first, craneName: '1号塔吊（QTZ80）' });

    // The people a cab's device holds are the drivers of its crane, pending until synced.
    const drivers = await dataOf<HoistDriverRow[]>(
      context.server,
      CRANE_DRIVER_RESOURCE.api.byDevice,
      { projectId: MAIN, craneDeviceId: crane.first },
      admin,
    );
    const held = await page(CRANE_FACE_DEVICE_RESOURCE.api.persons, { deviceId });
    expect(held.records.map((row) => row.personId)).toEqual(drivers.map((row) => row.personId));
    expect(held.records.every((row) => row.syncStatus === 'PENDING')).toBe(true);

    // A cab's device is not a gate's, nor a lift's.
    expect(
      (await call(VERIFY_DEVICE_RESOURCE.api.persons, { deviceId, pageNumber: 1, pageSize: 10 })).code,
    ).toBe(404);
    expect((await call(LIFT_FACE_DEVICE_RESOURCE.api.query, { deviceId })).code).toBe(404);
  });

  it('lists drivers with their certificate status and adds one from the roster', async () => {
    const seeded = await page(CRANE_DRIVER_RESOURCE.api.page);
    expect(new Set(seeded.records.map((row) => row.expiryStatus))).toEqual(new Set(['VALID', 'EXPIRING']));
    const expired = await page(LIFT_DRIVER_RESOURCE.api.page, { expiryStatus: 'EXPIRED' });
    expect(expired.records).toHaveLength(1);
    expect(expired.records[0]).toMatchObject({ elevatorDeviceId: lift.right });

    const person = await freeWorker();
    const driver = {
      personId: person.id,
      craneDeviceId: crane.second,
      certificateNo: 'T330100999999',
      certificateStartDate: '2024-03-01',
      certificateEndDate: '2024-02-01',
    };
    const backwards = await call(CRANE_DRIVER_RESOURCE.api.add, driver);
    expect(backwards).toMatchObject({ code: 400, message: 'certificateEndDate: 证书有效期应晚于发证日期' });
    const added = await call(CRANE_DRIVER_RESOURCE.api.add, { ...driver, certificateEndDate: '2099-12-31' });
    expect(added.code).toBe(200);
    const twice = await call(CRANE_DRIVER_RESOURCE.api.add, { ...driver, certificateEndDate: '2099-12-31' });
    expect(twice).toMatchObject({ code: 400, message: 'personId: 该人员已是塔吊司机' });
    // The same person may drive lifts too, under a certificate of that kind.
    const asLiftDriver = await call(LIFT_DRIVER_RESOURCE.api.add, {
      personId: person.id,
      elevatorDeviceId: '',
      certificateNo: 'T330100888888',
      certificateStartDate: '',
      certificateEndDate: '2099-12-31',
    });
    expect(asLiftDriver.code).toBe(200);

    const onCrane = await dataOf<HoistDriverRow[]>(
      context.server,
      CRANE_DRIVER_RESOURCE.api.byDevice,
      { projectId: MAIN, craneDeviceId: crane.second },
      admin,
    );
    expect(onCrane.map((row) => row.personName)).toContain(person.name);
    expect(onCrane.find((row) => row.personId === person.id)).toMatchObject({ expiryStatus: 'VALID' });
    const foreign = await call(CRANE_DRIVER_RESOURCE.api.byDevice, { craneDeviceId: crane.sciencePark });
    expect(foreign).toMatchObject({ code: 404, message: '设备不存在' });

    const removed = await call(CRANE_DRIVER_RESOURCE.api.remove, { driverIdList: [added.data.driverId] });
    expect(removed.code).toBe(200);
    const named = { personName: person.name };
    expect(
      (await page(CRANE_DRIVER_RESOURCE.api.page, named)).records.map((row) => row.personId),
    ).not.toContain(person.id);
    expect((await page(LIFT_DRIVER_RESOURCE.api.page, named)).records.map((row) => row.personId)).toContain(
      person.id,
    );
  });

  it('lists work cycles newest first by device and driver, and exports them', async () => {
    const cycles = await page(CRANE_WORK_RESOURCE.api.page, { pageSize: 1000 });
    expect(cycles.total).toBeGreaterThan(0);
    const ends = cycles.records.map((row) => String(row.endTime));
    expect(ends).toEqual([...ends].sort().reverse());
    expect(cycles.records.every((row) => String(row.startTime) < String(row.endTime))).toBe(true);
    expect(cycles.records.some((row) => row.deviceId === crane.sciencePark)).toBe(false);
    expect(cycles.records.find((row) => row.deviceId === crane.first)).toMatchObject({
      personName: expect.any(String),
      maxWeight: expect.any(Number),
    });

    const trips = await page(LIFT_WORK_RESOURCE.api.page, { deviceName: '左' });
    expect(trips.total).toBeGreaterThan(0);
    expect(trips.records.every((row) => row.startFloor !== row.endFloor && row.deviceId === lift.left)).toBe(
      true,
    );

    const filters = { projectId: MAIN, deviceName: 'QTZ80' };
    const list = await page(CRANE_WORK_RESOURCE.api.page, { ...filters, pageSize: 1000 });
    const response = await fetch(`${context.server.url}${CRANE_WORK_RESOURCE.api.export}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(rows).toHaveLength(list.total);
    expect(rows.map((row) => row.values.结束时间)).toEqual(list.records.map((row) => row.endTime));
  });

  it("syncs a cab device's driver over the face devices' realtime queue, refusing a member without the code", async () => {
    const cab = (await page(LIFT_FACE_DEVICE_RESOURCE.api.page, { elevatorName: '左笼' })).records[0];
    const ask = (token: string) => {
      const client = createRealtimeClient({
        url: `${context.server.url}${REALTIME_PATH}`,
        token,
        reconnectDelayMs: 100,
        log: () => {},
      });
      const answers: RealtimeMessage<DeviceStoreAnswer>[] = [];
      client.subscribe<DeviceStoreAnswer>({ kind: 'user', queue: 'deviceStore' }, (answer) =>
        answers.push(answer),
      );
      client.start();
      return { client, bodies: () => answers.map((answer) => answer.body) };
    };
    const listening = () => context.server.app.realtime.subscriberCount('/user/queue/deviceStore');
    const nobody = ask(await context.server.login('nobody'));
    const allowed = ask(admin);
    try {
      await vi.waitFor(() => expect(listening()).toBe(2));
      const request = { projectId: MAIN, deviceId: cab.deviceId, scope: 'ALL' };
      nobody.client.publish('/deviceStore', request);
      await vi.waitFor(() => expect(nobody.bodies()).toHaveLength(1));
      expect(nobody.bodies()[0]).toMatchObject({ code: 403, message: '无权访问该资源' });

      allowed.client.publish('/deviceStore', request);
      await vi.waitFor(() => expect(allowed.bodies().at(-1)?.phase).toBe('DONE'), { timeout: 10_000 });
      const drivers = await dataOf<HoistDriverRow[]>(
        context.server,
        LIFT_DRIVER_RESOURCE.api.byDevice,
        { projectId: MAIN, elevatorDeviceId: lift.left },
        admin,
      );
      expect(allowed.bodies()[0]).toMatchObject({ code: 200, phase: 'ACCEPTED', total: drivers.length });
    } finally {
      await Promise.all([nobody.client.stop(), allowed.client.stop()]);
    }
  });

  it('refuses no token, a user without the code and a foreign project', async () => {
    for (const path of [
      CRANE_FACE_DEVICE_RESOURCE.api.page,
      CRANE_DRIVER_RESOURCE.api.page,
      CRANE_WORK_RESOURCE.api.page,
      LIFT_WORK_RESOURCE.api.page,
    ]) {
      expect(await refusals(context.server, path, { projectId: MAIN, pageNumber: 1, pageSize: 20 })).toEqual(
        REFUSED,
      );
    }
  });
});
