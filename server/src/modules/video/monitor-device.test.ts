import {
  MONITOR_CHANNEL_API,
  MONITOR_DEVICE_API,
  type MonitorDeviceRow,
  type PageResult,
  type VideoDevice,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import { startTestServer, type TestServer } from '../../test/server';
import { xlsxRows } from '../../test/xlsx';

const { main: MAIN } = DEMO_PROJECTS;

describe('video devices of the monitor page (MONITOR_DEVICE_RESOURCE) and their channels', () => {
  let server: TestServer;
  let admin: string;

  const post = (path: string, body: Record<string, unknown>) => server.post<unknown>(path, body, admin);
  const ok = <T = unknown>(path: string, body: Record<string, unknown>) => server.ok<T>(path, body, admin);
  const page = (filters: Record<string, unknown> = {}) =>
    ok<PageResult<MonitorDeviceRow>>(MONITOR_DEVICE_API.page, { projectId: MAIN, pageSize: 999, ...filters });
  const channels = (deviceId: string) =>
    ok<VideoDevice[]>(WIDGET_CALLS.videoChannels.path, { businessId: MAIN, deviceId });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists the seeded cameras with their status and channel count, filtered by type', async () => {
    const cameras = await page({ deviceType: 'IPC' });
    expect(cameras.records.map((row) => row.deviceId)).toContain(DEMO_DEVICES.camera.gate);
    const gate = cameras.records.find((row) => row.deviceId === DEMO_DEVICES.camera.gate);
    expect(gate).toMatchObject({ deviceName: '东大门', deviceType: 'IPC', deviceStatus: 1 });
    expect(gate?.channelCount).toBe((await channels(DEMO_DEVICES.camera.gate)).length);
    expect((await page({ deviceType: 'NVR' })).total).toBe(0);
  });

  it('adds a device, gives it channels that play, renames and removes them, then deletes it', async () => {
    const refused = await post(MONITOR_DEVICE_API.add, {
      projectId: MAIN,
      deviceName: ' ',
      deviceType: 'NVR',
    });
    expect(refused).toMatchObject({ code: 400, message: 'deviceName: 请输入设备名称' });
    await ok(MONITOR_DEVICE_API.add, { projectId: MAIN, deviceName: '塔吊录像机', deviceType: 'NVR' });
    // Names tell devices apart on the wall's channel picker: a taken one is refused.
    expect(
      await post(MONITOR_DEVICE_API.add, { projectId: MAIN, deviceName: '东大门', deviceType: 'IPC' }),
    ).toMatchObject({ code: 400, message: 'deviceName: 设备名称已存在' });
    const [added] = (await page({ deviceName: '塔吊录像机' })).records;
    expect(added).toMatchObject({ deviceType: 'NVR', deviceStatus: 1, channelCount: 0 });

    const emptyName = await post(MONITOR_CHANNEL_API.add, {
      projectId: MAIN,
      deviceId: added.deviceId,
      channelName: ' ',
    });
    expect(emptyName).toMatchObject({ code: 400, message: 'channelName: 请输入通道名称' });
    await ok(MONITOR_CHANNEL_API.add, { projectId: MAIN, deviceId: added.deviceId, channelName: '塔吊顶部' });
    await ok(MONITOR_CHANNEL_API.add, { projectId: MAIN, deviceId: added.deviceId, channelName: '塔吊底部' });
    expect((await channels(added.deviceId)).map((row) => [row.channelId, row.channelName])).toEqual([
      ['1', '塔吊顶部'],
      ['2', '塔吊底部'],
    ]);
    const play = await ok<VideoDevice>(WIDGET_CALLS.videoPlayPath.path, {
      projectId: MAIN,
      deviceId: added.deviceId,
      channelId: '2',
    });
    expect(play.playHdLiveUrl).toMatch(/\.mjpeg\?token=/);
    const stream = await fetch(`${server.url}${play.playHdLiveUrl}`);
    expect(stream.headers.get('content-type')).toContain('multipart/x-mixed-replace');
    await stream.body?.cancel();

    await ok(MONITOR_CHANNEL_API.update, {
      projectId: MAIN,
      deviceId: added.deviceId,
      channelNo: 2,
      channelName: '吊钩',
    });
    await ok(MONITOR_CHANNEL_API.remove, { projectId: MAIN, deviceId: added.deviceId, channelNo: 1 });
    expect((await channels(added.deviceId)).map((row) => row.channelName)).toEqual(['吊钩']);
    expect(
      await post(MONITOR_CHANNEL_API.remove, { projectId: MAIN, deviceId: added.deviceId, channelNo: 1 }),
    ).toMatchObject({
      code: 404,
    });

    await ok(MONITOR_DEVICE_API.remove, { projectId: MAIN, deviceIdList: [added.deviceId] });
    expect((await page({ deviceName: '塔吊录像机' })).total).toBe(0);
  });

  it('exports what the filtered list shows', async () => {
    const filters = { projectId: MAIN, deviceType: 'IPC' };
    const list = await page(filters);
    const response = await fetch(`${server.url}${MONITOR_DEVICE_API.export}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(filters),
    });
    const rows = await xlsxRows(Buffer.from(await response.arrayBuffer()));
    expect(rows).toHaveLength(list.total);
    expect(rows.every(({ values }) => values.设备类型 === '网络摄像机')).toBe(true);
  });
});
