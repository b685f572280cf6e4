import { type DeviceStatusMessage, orgTopic } from '@site/shared-realtime';
import { createRealtimeClient } from '@site/shared-realtime/client';
import {
  LPR_DEVICE_API,
  LPR_PASSWORD_PROBLEMS,
  type LprDeviceRow,
  type LprDeviceStatus,
  type LprVideoInfo,
  type PageResult,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ORG_ID, DEMO_PROJECTS } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import { dataOf } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { REALTIME_PATH } from '../realtime/endpoint';
import { LPR_FACTORY_PASSWORD, LPR_WRONG_PASSWORD } from '../simulator/lpr-cameras';
import { DEVICE_OFFLINE } from '../verify-device/gateway';

const projectId = DEMO_PROJECTS.main;
const ENTRANCE = DEMO_DEVICES.lpr.entrance;

describe('plate cameras: list and commands acted out by the simulated cameras', () => {
  let server: TestServer;
  let admin: string;

  const call = <T = unknown>(path: string, body: Record<string, unknown>) =>
    server.post<T>(path, { projectId, ...body }, admin);
  const ok = <T>(path: string, body: Record<string, unknown>) =>
    dataOf<T>(server, path, { projectId, ...body }, admin);
  const list = async () =>
    (await ok<PageResult<LprDeviceRow>>(LPR_DEVICE_API.page, { pageNumber: 1, pageSize: 100 })).records;
  const camera = async (deviceId: string) => (await list()).find((row) => row.deviceId === deviceId)!;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists the installed gate cameras online, with when they were last heard from', async () => {
    const rows = await list();
    expect(rows.map((row) => row.deviceName)).toEqual(['东大门入口车牌识别', '东大门出口车牌识别']);
    expect(rows[0]).toMatchObject({ deviceSn: 'LPR-2023-0815-01', direction: 1, deviceStatus: 1 });
    expect(rows[0].lastOnlineTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('adds a camera unconnected: it refuses commands until connected', async () => {
    const ip = await call(LPR_DEVICE_API.add, {
      deviceName: '西门入口',
      deviceSn: 'LPR-W-01',
      direction: 1,
      ip: '10.0.0.300',
    });
    expect(ip).toMatchObject({ code: 400, message: 'ip: 请输入正确的IP地址' });
    const { deviceId } = await ok<{ deviceId: string }>(LPR_DEVICE_API.add, {
      deviceName: '西门入口',
      deviceSn: 'LPR-W-01',
      direction: 1,
      ip: '10.0.0.30',
    });
    expect(await camera(deviceId)).toMatchObject({ deviceStatus: 0, lastOnlineTime: '' });
    for (const path of [LPR_DEVICE_API.refreshStatus, LPR_DEVICE_API.restart, LPR_DEVICE_API.getVideoUrl]) {
      expect(await call(path, { deviceId })).toMatchObject({ code: 400, message: DEVICE_OFFLINE });
    }
    const connected = await call<LprDeviceStatus>(LPR_DEVICE_API.connection, { deviceId });
    expect(connected).toMatchObject({ code: 200, message: '连接成功', data: { deviceId, deviceStatus: 1 } });
    expect((await camera(deviceId)).lastOnlineTime).toBe(connected.data.lastOnlineTime);
  });

  it('cuts a camera off and connects it again, telling the org on deviceStatus', async () => {
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
    try {
      await vi.waitFor(() =>
        expect(server.app.realtime.subscriberCount(orgTopic('deviceStatus', DEMO_ORG_ID))).toBe(1),
      );
      const cut = await call<LprDeviceStatus>(LPR_DEVICE_API.cutOff, { deviceId: ENTRANCE });
      expect(cut).toMatchObject({ code: 200, message: '设备已断开连接', data: { deviceStatus: 0 } });
      expect(await camera(ENTRANCE)).toMatchObject({ deviceStatus: 0 });
      expect(await call(LPR_DEVICE_API.cutOff, { deviceId: ENTRANCE })).toMatchObject({
        code: 400,
        message: DEVICE_OFFLINE,
      });
      expect(await ok<LprDeviceStatus>(LPR_DEVICE_API.connection, { deviceId: ENTRANCE })).toMatchObject({
        deviceStatus: 1,
      });
      await vi.waitFor(() =>
        expect(statuses.filter((status) => status.deviceId === ENTRANCE).map((s) => s.deviceStatus)).toEqual([
          0, 1,
        ]),
      );
      expect(statuses[0]).toMatchObject({ deviceType: 'lpr', deviceName: '东大门入口车牌识别', projectId });
    } finally {
      await watcher.stop();
    }
  });

  it('refreshes and restarts an online camera, which answers when it is back', async () => {
    const refreshed = await call<LprDeviceStatus>(LPR_DEVICE_API.refreshStatus, { deviceId: ENTRANCE });
    expect(refreshed).toMatchObject({ code: 200, message: '状态已刷新', data: { deviceStatus: 1 } });
    const restarted = await call<LprDeviceStatus>(LPR_DEVICE_API.restart, { deviceId: ENTRANCE });
    expect(restarted).toMatchObject({ code: 200, message: '设备已重启', data: { deviceStatus: 1 } });
    expect(await camera(ENTRANCE)).toMatchObject({ deviceStatus: 1 });
  });

  it('hands out the live picture of an online camera as a signed MJPEG address', async () => {
    const video = await ok<LprVideoInfo>(LPR_DEVICE_API.getVideoUrl, { deviceId: ENTRANCE });
    expect(video.url).toContain(`/${ENTRANCE}/1.mjpeg?token=${encodeURIComponent(video.accessToken)}`);
    const stream = await fetch(`${server.url}${video.url}`);
    expect(stream.headers.get('content-type')).toMatch(/^multipart\/x-mixed-replace/);
    await stream.body?.cancel();
    const forged = await fetch(`${server.url}${video.url.replace(/token=.*/, 'token=1.x')}`);
    expect(forged.status).toBe(403);
  });

  it('changes the admin password when the camera knows the old one', async () => {
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      call(LPR_DEVICE_API.updatePWD, { deviceId: ENTRANCE, oldPassword, newPassword, confirmPassword });
    expect(await change(LPR_FACTORY_PASSWORD, 'short1')).toMatchObject({
      code: 400,
      message: `newPassword: ${LPR_PASSWORD_PROBLEMS.rule}`,
    });
    expect(await change(LPR_FACTORY_PASSWORD, 'gate2026pass', 'gate2026pas')).toMatchObject({
      code: 400,
      message: 'confirmPassword: 两次输入密码不一致!',
    });
    expect(await change('not-it-123', 'gate2026pass')).toMatchObject({
      code: 400,
      message: LPR_WRONG_PASSWORD,
    });
    expect(await change(LPR_FACTORY_PASSWORD, 'gate2026pass')).toMatchObject({
      code: 200,
      message: '密码修改成功',
    });
    expect(await change(LPR_FACTORY_PASSWORD, 'other2026pass')).toMatchObject({
      message: LPR_WRONG_PASSWORD,
    });
    expect(await change('gate2026pass', 'other2026pass')).toMatchObject({ code: 200 });
  });
});
