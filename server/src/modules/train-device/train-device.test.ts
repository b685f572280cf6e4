import {
  type PageResult,
  PERSON_API,
  type PersonRow,
  TRAIN_DEVICE_API,
  TRAIN_DEVICE_SYNC_API,
  TRAIN_PERSON_RECORD_API,
  TRAIN_RELATION_API,
  type TrainDevicePersonRow,
  type TrainDeviceRow,
  type TrainParticipant,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxRows } from '../../test/xlsx';
import { FACE_REFUSALS, NO_PHOTO } from '../simulator/face-devices';
import { DEVICE_OFFLINE } from '../verify-device/gateway';
import { STORE_MESSAGES } from '../verify-device/store-command';

const { main: MAIN, longName: OTHER } = DEMO_PROJECTS;
/** 培训室签到机 (online, everyone sent), 安全体验馆签到机 (online, some sent), 生活区签到机 (offline). */
const ROOM = 'train-device-1-1';
const HALL = 'train-device-1-2';
const BROKEN = 'train-device-1-3';
/** The seed's trainings of project 1: three past ones with check-ins, today's, one to come. */
const PAST_TRAINING = 'train-1-1';

interface CheckRow {
  recordId: string;
  photoPath: string;
  personName: string;
  trainName: string;
  deviceName: string;
  checkTime: string;
}

describe('training devices (TRAIN_DEVICE_RESOURCE), their person sync and the check records', () => {
  let server: TestServer;
  let admin: string;

  const post = (path: string, body: Record<string, unknown>) => server.post<unknown>(path, body, admin);
  const ok = <T = unknown>(path: string, body: Record<string, unknown>) => server.ok<T>(path, body, admin);
  const devices = (filters: Record<string, unknown> = {}) =>
    ok<PageResult<TrainDeviceRow>>(TRAIN_DEVICE_API.page, { projectId: MAIN, pageSize: 99, ...filters });
  const devicePersons = (deviceId: string, filters: Record<string, unknown> = {}) =>
    ok<PageResult<TrainDevicePersonRow>>(TRAIN_DEVICE_SYNC_API.persons, {
      projectId: MAIN,
      deviceId,
      pageSize: 1000,
      ...filters,
    });
  const checks = (filters: Record<string, unknown> = {}) =>
    ok<PageResult<CheckRow>>(TRAIN_PERSON_RECORD_API.page, { projectId: MAIN, pageSize: 1000, ...filters });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists the devices with their online state and sync counts, filters by state, adds one online', async () => {
    const { records } = await devices();
    const byId = new Map(records.map((device) => [device.deviceId, device]));
    expect(byId.get(ROOM)).toMatchObject({ deviceStatus: 1, syncingCount: 0 });
    expect(byId.get(BROKEN)).toMatchObject({ deviceStatus: 0, syncedCount: 0, failedCount: 0 });
    const room = byId.get(ROOM) as TrainDeviceRow;
    const onJob = (await devicePersons(ROOM)).total;
    expect(room.syncedCount + room.failedCount).toBe(onJob);
    expect((await devices({ deviceStatus: 0 })).records.map((device) => device.deviceId)).toEqual([BROKEN]);

    await ok(TRAIN_DEVICE_API.add, {
      projectId: MAIN,
      deviceName: '会议室签到机',
      deviceSn: 'TD-NEW-1',
      installPlace: '三楼会议室',
      model: '',
      ip: '192.168.10.99',
    });
    expect((await devices({ deviceName: '会议室签到机' })).records[0]).toMatchObject({
      deviceStatus: 1,
      syncedCount: 0,
    });
    expect(
      await post(TRAIN_DEVICE_API.add, { projectId: MAIN, deviceName: '重复', deviceSn: 'TD-NEW-1', ip: '' }),
    ).toMatchObject({ code: 400 });
    expect(
      await post(TRAIN_DEVICE_API.add, {
        projectId: MAIN,
        deviceName: '坏IP',
        deviceSn: 'TD-NEW-2',
        ip: '1.2.3',
      }),
    ).toMatchObject({ code: 400 });
  });

  it('sends chosen faces: SYNCING at once, then each as the device answers, a face without a photo refused', async () => {
    const unsent = (await devicePersons(HALL, { syncStatus: 'UNSYNCED' })).records;
    expect(unsent.length).toBeGreaterThan(2);
    const chosen = unsent.slice(0, 3).map((person) => person.personId);
    expect(
      await ok(TRAIN_DEVICE_SYNC_API.sync, {
        projectId: MAIN,
        deviceId: HALL,
        scope: 'CHOSEN',
        personIdList: chosen,
      }),
    ).toEqual({ total: 3 });
    const states = async () =>
      (await devicePersons(HALL, {})).records.filter((row) => chosen.includes(row.personId));
    expect((await states()).every((row) => row.syncStatus !== 'UNSYNCED')).toBe(true);
    await vi.waitFor(
      async () => expect((await states()).every((row) => row.syncStatus !== 'SYNCING')).toBe(true),
      {
        timeout: 5000,
      },
    );
    for (const row of await states()) {
      if (row.syncStatus === 'FAILED') expect([NO_PHOTO, ...FACE_REFUSALS]).toContain(row.reason);
      else expect(row).toMatchObject({ syncStatus: 'SYNCED', reason: '' });
      expect(row.updateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
  });

  it('syncs everyone on the job, refusing a second sync of the same device meanwhile', async () => {
    const { total } = await devicePersons(ROOM);
    expect(await ok(TRAIN_DEVICE_SYNC_API.sync, { projectId: MAIN, deviceId: ROOM, scope: 'ALL' })).toEqual({
      total,
    });
    expect(
      await post(TRAIN_DEVICE_SYNC_API.sync, { projectId: MAIN, deviceId: ROOM, scope: 'ALL' }),
    ).toMatchObject({
      code: 400,
      message: STORE_MESSAGES.busy,
    });
    await vi.waitFor(
      async () => expect((await devicePersons(ROOM, { syncStatus: 'SYNCING' })).total).toBe(0),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
    const [room] = (await devices({ deviceSn: 'TD0001001' })).records;
    expect(room.syncedCount + room.failedCount).toBe(total);
  });

  it('refuses a sync of an offline device, of nobody, or of someone not on the job there', async () => {
    expect(
      await post(TRAIN_DEVICE_SYNC_API.sync, { projectId: MAIN, deviceId: BROKEN, scope: 'ALL' }),
    ).toMatchObject({
      code: 400,
      message: DEVICE_OFFLINE,
    });
    expect(
      await post(TRAIN_DEVICE_SYNC_API.sync, {
        projectId: MAIN,
        deviceId: HALL,
        scope: 'CHOSEN',
        personIdList: [],
      }),
    ).toMatchObject({ code: 400, message: STORE_MESSAGES.noneChosen });
    const [stranger] = (
      await ok<PageResult<PersonRow>>(PERSON_API.page, {
        projectId: OTHER,
        personType: 'WORKER',
        pageNumber: 1,
        pageSize: 1,
      })
    ).records;
    expect(
      await post(TRAIN_DEVICE_SYNC_API.sync, {
        projectId: MAIN,
        deviceId: HALL,
        scope: 'CHOSEN',
        personIdList: [stranger.personId],
      }),
    ).toMatchObject({ code: 400, message: STORE_MESSAGES.notMeant });
  });

  it('lists check-ins newest first, searched by person, training, device and time, and exports the same', async () => {
    const all = await checks();
    expect(all.total).toBeGreaterThan(5);
    const times = all.records.map((row) => row.checkTime);
    expect(times).toEqual([...times].sort().reverse());
    const sample = all.records[all.records.length - 1];
    expect(sample.photoPath === '' || sample.photoPath.startsWith('/files/')).toBe(true);

    const filters = {
      personName: sample.personName,
      trainName: sample.trainName,
      deviceName: sample.deviceName,
      checkTimeStart: `${sample.checkTime.slice(0, 10)} 00:00:00`,
      checkTimeEnd: `${sample.checkTime.slice(0, 10)} 23:59:59`,
    };
    const found = await checks(filters);
    expect(found.records.map((row) => row.recordId)).toContain(sample.recordId);
    expect(
      found.records.every(
        (row) =>
          row.personName.includes(sample.personName) &&
          row.trainName.includes(sample.trainName) &&
          row.checkTime.startsWith(sample.checkTime.slice(0, 10)),
      ),
    ).toBe(true);
    expect(
      (await checks({ checkTimeStart: '2000-01-01 00:00:00', checkTimeEnd: '2000-01-01 23:59:59' })).total,
    ).toBe(0);

    const response = await fetch(`${server.url}${TRAIN_PERSON_RECORD_API.export}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: MAIN, trainName: sample.trainName }),
    });
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    const listed = await checks({ trainName: sample.trainName });
    expect(rows).toHaveLength(listed.total);
    expect(rows[0].values).toMatchObject({
      姓名: listed.records[0].personName,
      培训名称: listed.records[0].trainName,
      设备名称: listed.records[0].deviceName,
      签到时间: listed.records[0].checkTime,
    });
  });

  it('shows which participants of a training checked in, at their first check-in', async () => {
    const participants = await ok<TrainParticipant[]>(TRAIN_RELATION_API.list, {
      projectId: MAIN,
      trainId: PAST_TRAINING,
    });
    const checked = (await checks({ trainName: '新进场工人三级安全教育' })).records;
    expect(participants.length).toBeGreaterThan(0);
    for (const participant of participants) {
      const own = checked
        .filter((row) => row.personName === participant.personName)
        .map((row) => row.checkTime);
      expect(participant.checkTime).toBe(own.length ? [...own].sort()[0] : '');
    }
    expect(participants.some((participant) => participant.checkTime !== '')).toBe(true);
  });
});
