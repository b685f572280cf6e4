import {
  type DeviceSettingAnswer,
  type DeviceStatusMessage,
  type DeviceStoreAnswer,
  orgTopic,
  type PullPersonsAnswer,
  type UserQueue,
} from '@site/shared-realtime';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeMessage,
} from '@site/shared-realtime/client';
import {
  type DevicePullTaskDetail,
  type FaceDevicePersonRow,
  type FaceDeviceRow,
  type PageResult,
  PERSON_API,
  TASK_DETAIL_API,
  VERIFY_DEVICE_API,
} from '@site/shared-schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ORG_ID, DEMO_PROJECTS } from '../../seed/demo';
import { dataOf } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { REALTIME_PATH } from '../realtime/endpoint';
import { FACE_REFUSALS, LOCAL_USER } from '../simulator/face-devices';
import { DEVICE_OFFLINE } from './gateway';
import { PULL_MESSAGES } from './pull-persons';
import { STORE_MESSAGES } from './store-command';

const projectId = DEMO_PROJECTS.main;
/** 施工一区东门人脸机: online, in the first area. */
const GATE = 'verify-device-1-1';

describe('face devices: list, sync state and commands over the realtime queues', () => {
  let server: TestServer;
  let admin: string;
  const open: RealtimeClient[] = [];

  const call = <T>(path: string, body: unknown) => dataOf<T>(server, path, body, admin);
  const device = async (deviceId: string) =>
    (
      await call<PageResult<FaceDeviceRow>>(VERIFY_DEVICE_API.page, {
        projectId,
        pageNumber: 1,
        pageSize: 100,
      })
    ).records.find((row) => row.deviceId === deviceId)!;
  const persons = (deviceId: string, filter: Record<string, unknown> = {}) =>
    call<PageResult<FaceDevicePersonRow>>(VERIFY_DEVICE_API.persons, {
      projectId,
      deviceId,
      pageNumber: 1,
      pageSize: 500,
      ...filter,
    });

  /** An admin's client listening to a user queue; `send` SENDs to /app/<queue>. */
  async function asking<T>(queue: UserQueue) {
    const listening = () => server.app.realtime.subscriberCount(`/user/queue/${queue}`);
    const before = listening();
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      token: admin,
      reconnectDelayMs: 100,
      log: () => {},
    });
    const answers: RealtimeMessage<T>[] = [];
    client.subscribe<T>({ kind: 'user', queue }, (message) => answers.push(message));
    client.start();
    open.push(client);
    await vi.waitFor(() => expect(listening()).toBe(before + 1));
    return {
      answers,
      bodies: () => answers.map((answer) => answer.body),
      send: (body: unknown) => expect(client.publish(`/${queue}`, body)).toBe(true),
    };
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    // Quick answers; the refusal rate of each test is its own.
    server.app.faceDevices.pace = { answerMs: [5, 10], slowChance: 0, slowMs: 0, failChance: 0 };
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.stop()));
  });
  afterAll(() => server.close());

  it('lists the devices with area, online state, last-seen time and the sync summary', async () => {
    const gate = await device(GATE);
    expect(gate).toMatchObject({ deviceName: '施工一区东门人脸机', areaName: '施工一区', deviceStatus: 1 });
    expect(gate.lastOnlineTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(gate.settings).toMatchObject({ volume: 60, livenessDetection: 1 });
    const all = await persons(GATE);
    expect(all.total).toBeGreaterThan(0);
    expect(gate.syncedCount + gate.pendingCount + gate.failedCount).toBe(all.total);
    const failed = await persons(GATE, { syncStatus: 'FAILED' });
    expect(failed.total).toBe(gate.failedCount);
    expect(failed.records.every((row) => row.syncStatus === 'FAILED' && row.reason !== '')).toBe(true);
    // The offline filter finds the seeded broken device.
    const offline = await call<PageResult<FaceDeviceRow>>(VERIFY_DEVICE_API.page, {
      projectId,
      deviceStatus: 0,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(offline.records.map((row) => row.deviceId)).toEqual(['verify-device-1-5']);
  });

  it('adds a device online at once with everyone of its area pending; refuses a bad IP and a taken serial', async () => {
    const badIp = await server.post(
      VERIFY_DEVICE_API.add,
      { projectId, deviceName: '测试门', deviceSn: 'T-IP', direction: '1', ip: '300.1.1.1' },
      admin,
    );
    expect(badIp).toMatchObject({ code: 400, message: 'ip: 请输入正确的IP地址' });
    const taken = await server.post(
      VERIFY_DEVICE_API.add,
      { projectId, deviceName: '测试门', deviceSn: 'FD0010001', direction: '1' },
      admin,
    );
    expect(taken).toMatchObject({ code: 400, message: 'deviceSn: 设备序列号已存在' });

    const { deviceId } = await call<{ deviceId: string }>(VERIFY_DEVICE_API.add, {
      projectId,
      deviceName: '测试门',
      deviceSn: 'T-NEW-1',
      areaId: 'area-1-1',
      direction: '3',
      ip: '10.0.0.8',
    });
    const added = await device(deviceId);
    expect(added).toMatchObject({ deviceStatus: 1, areaName: '施工一区', syncedCount: 0, failedCount: 0 });
    expect(added.pendingCount).toBe((await persons(GATE)).total);
  });

  it('makes a person pending again on his devices when the roster changes him', async () => {
    const [synced] = (await persons(GATE, { syncStatus: 'SYNCED' })).records;
    const before = await device(GATE);
    await call(PERSON_API.updateOnJobStatus, { projectId, personIds: [synced.personId], onJobStatus: 0 });
    // Off the job: off the device.
    expect((await persons(GATE, { personName: synced.personName })).records).not.toContainEqual(
      expect.objectContaining({ personId: synced.personId }),
    );
    await call(PERSON_API.updateOnJobStatus, { projectId, personIds: [synced.personId], onJobStatus: 1 });
    const back = (await persons(GATE, { personName: synced.personName })).records.find(
      (row) => row.personId === synced.personId,
    );
    expect(back).toMatchObject({ syncStatus: 'PENDING', reason: '' });
    const after = await device(GATE);
    expect([after.syncedCount, after.pendingCount]).toEqual([
      before.syncedCount - 1,
      before.pendingCount + 1,
    ]);
  });

  it('syncs chosen people over the real endpoint: accepted, progress n of m, a result per person, done', async () => {
    const chosen = (await persons(GATE, { syncStatus: 'PENDING' })).records.slice(0, 3);
    expect(chosen).toHaveLength(3);
    server.app.faceDevices.pace = { ...server.app.faceDevices.pace, failChance: 0.5 };
    const store = await asking<DeviceStoreAnswer>('deviceStore');
    store.send({ projectId, deviceId: GATE, scope: 'CHOSEN', personIds: chosen.map((row) => row.personId) });
    await vi.waitFor(() => expect(store.bodies().at(-1)?.phase).toBe('DONE'), { timeout: 5000 });
    server.app.faceDevices.pace = { ...server.app.faceDevices.pace, failChance: 0 };

    const [accepted, ...rest] = store.bodies();
    expect(accepted).toMatchObject({ deviceId: GATE, code: 200, phase: 'ACCEPTED', total: 3, done: 0 });
    const progress = rest.filter((answer) => answer.phase === 'PROGRESS');
    expect(progress.map((answer) => answer.done)).toEqual([1, 2, 3]);
    expect(progress.every((answer) => answer.commandId === accepted.commandId)).toBe(true);
    const results = progress.map((answer) => answer.result!);
    for (const result of results) {
      if (result.syncStatus === 'FAILED') expect(FACE_REFUSALS).toContain(result.reason);
      else expect(result.reason).toBe('');
    }
    const done = rest.at(-1)!;
    expect(done.synced + done.failed).toBe(3);
    expect(done.failed).toBe(results.filter((result) => result.syncStatus === 'FAILED').length);
    // Each outcome is the person's state on the device.
    const states = (await persons(GATE)).records;
    for (const result of results) {
      expect(states.find((row) => row.personId === result.personId)).toMatchObject({
        syncStatus: result.syncStatus,
        reason: result.reason,
      });
    }
  });

  it('fails the people left when the device drops off during a sync, and refuses a second sync meanwhile', async () => {
    const chosen = (await persons(GATE)).records.slice(0, 6).map((row) => row.personId);
    server.app.faceDevices.pace = { ...server.app.faceDevices.pace, answerMs: [150, 150] };
    const store = await asking<DeviceStoreAnswer>('deviceStore');
    store.send({ projectId, deviceId: GATE, scope: 'CHOSEN', personIds: chosen });
    await vi.waitFor(() =>
      expect(store.bodies().filter((answer) => answer.phase === 'PROGRESS')).toHaveLength(2),
    );
    store.send({ projectId, deviceId: GATE, scope: 'ALL' });
    await vi.waitFor(() =>
      expect(store.bodies()).toContainEqual(
        expect.objectContaining({ code: 400, message: STORE_MESSAGES.busy }),
      ),
    );
    await server.app.faceDevices.disconnect(GATE);
    await vi.waitFor(() => expect(store.bodies().some((answer) => answer.phase === 'DONE')).toBe(true));
    await server.app.faceDevices.connect(GATE);
    server.app.faceDevices.pace = { ...server.app.faceDevices.pace, answerMs: [5, 10] };

    const bodies = store.bodies();
    const results = bodies.filter((answer) => answer.phase === 'PROGRESS').map((answer) => answer.result!);
    expect(results).toHaveLength(6);
    expect(results.at(-1)).toMatchObject({ syncStatus: 'FAILED', reason: STORE_MESSAGES.droppedOff });
    expect(bodies.find((answer) => answer.phase === 'DONE')).toMatchObject({ done: 6, total: 6 });
  });

  it('refuses people not meant for the device and an empty choice', async () => {
    const store = await asking<DeviceStoreAnswer>('deviceStore');
    store.send({ projectId, deviceId: GATE, scope: 'CHOSEN', personIds: ['no-such-person'] });
    store.send({ projectId, deviceId: GATE, scope: 'CHOSEN', personIds: [] });
    await vi.waitFor(() => expect(store.answers).toHaveLength(2));
    expect(store.bodies()).toEqual([
      expect.objectContaining({ code: 400, message: '所选人员不在该设备的同步范围内', phase: '' }),
      expect.objectContaining({ code: 400, message: '请选择要同步的人员' }),
    ]);
  });

  it('an offline device refuses a command at once, and its state change is pushed on deviceStatus', async () => {
    const statuses: DeviceStatusMessage[] = [];
    const watcher = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      token: admin,
      log: () => {},
    });
    watcher.subscribe<DeviceStatusMessage>({ kind: 'org', topic: 'deviceStatus', orgId: DEMO_ORG_ID }, (m) =>
      statuses.push(m.body),
    );
    watcher.start();
    open.push(watcher);
    await vi.waitFor(() =>
      expect(server.app.realtime.subscriberCount(orgTopic('deviceStatus', DEMO_ORG_ID))).toBe(1),
    );
    await server.app.faceDevices.disconnect(GATE);
    await vi.waitFor(() =>
      expect(statuses).toContainEqual(
        expect.objectContaining({ deviceId: GATE, deviceStatus: 0, deviceType: 'verify' }),
      ),
    );
    expect((await device(GATE)).deviceStatus).toBe(0);

    const setting = await asking<DeviceSettingAnswer>('deviceSetting');
    const started = Date.now();
    setting.send({
      projectId,
      deviceId: GATE,
      settings: { volume: 30, recognitionThreshold: 85, livenessDetection: 1, openDoorSeconds: 5 },
    });
    await vi.waitFor(() => expect(setting.answers).toHaveLength(1));
    expect(setting.answers[0].body).toMatchObject({ code: 400, message: DEVICE_OFFLINE, settings: null });
    expect(Date.now() - started).toBeLessThan(1000);

    await server.app.faceDevices.connect(GATE);
    await vi.waitFor(() => expect(statuses.at(-1)).toMatchObject({ deviceId: GATE, deviceStatus: 1 }));
    setting.send({
      projectId,
      deviceId: GATE,
      settings: { volume: 30, recognitionThreshold: 85, livenessDetection: 0, openDoorSeconds: 5 },
    });
    setting.send({
      projectId,
      deviceId: GATE,
      settings: { volume: 130, recognitionThreshold: 85, livenessDetection: 0, openDoorSeconds: 5 },
    });
    await vi.waitFor(() => expect(setting.answers).toHaveLength(3));
    const [, ...answers] = setting.bodies();
    expect(answers).toContainEqual(
      expect.objectContaining({ code: 400, message: '音量应为0到100之间的整数' }),
    );
    expect(answers).toContainEqual(expect.objectContaining({ code: 200 }));
    expect((await device(GATE)).settings).toEqual({
      volume: 30,
      recognitionThreshold: 85,
      livenessDetection: 0,
      openDoorSeconds: 5,
    });
  });

  it('pulls the people of a device into a VERIFY_DEVICE_PULL_PERSON task with gulUserName and gudDealMsg', async () => {
    const pull = await asking<PullPersonsAnswer>('getAllUserID');
    pull.send({ projectId, deviceId: GATE });
    await vi.waitFor(() => expect(pull.answers).toHaveLength(1));
    const { taskId, code } = pull.answers[0].body;
    expect(code).toBe(200);
    const synced = await persons(GATE, { syncStatus: 'SYNCED' });
    await vi.waitFor(
      async () => {
        const tasks = await call<PageResult<{ taskId: string; taskStatus: string; taskType: string }>>(
          '/front/tenementFileTask/pageList',
          { businessId: projectId, pageNumber: 1, pageSize: 10 },
        );
        expect(tasks.records.find((task) => task.taskId === taskId)).toMatchObject({
          taskType: 'VERIFY_DEVICE_PULL_PERSON',
          taskStatus: 'TASK_PART_FINISH',
        });
      },
      { timeout: 5000 },
    );
    const details = await call<PageResult<DevicePullTaskDetail>>(TASK_DETAIL_API.devicePullPerson, {
      projectId,
      taskId,
      pageNumber: 1,
      pageSize: 1000,
    });
    expect(details.total).toBe(synced.total + 1);
    expect(details.records).toContainEqual(
      expect.objectContaining({
        gulUserName: LOCAL_USER,
        gudDealMsg: PULL_MESSAGES.unknown,
        recordStatus: 0,
      }),
    );
    expect(details.records).toContainEqual(
      expect.objectContaining({
        gulUserName: synced.records[0].personName,
        gudDealMsg: PULL_MESSAGES.matched,
      }),
    );
  });
});
