import { type VideoDevice, WIDGET_CALLS } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import { dataOf, REFUSED, refusals, wallPost } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';

const DEVICES = WIDGET_CALLS.videoDevices.path;
const CHANNELS = WIDGET_CALLS.videoChannels.path;
const PLAY = WIDGET_CALLS.videoPlayPath.path;
const MAIN = DEMO_PROJECTS.main;
const { gate, crane, sciencePark } = DEMO_DEVICES.camera;

describe('video devices and channels', () => {
  let server: TestServer;
  let admin: string;
  const call = <T>(path: string, body: Record<string, unknown>) => dataOf<T>(server, path, body, admin);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('lists the six cameras of the project, each with its first channel and its live stream', async () => {
    const devices = await call<VideoDevice[]>(DEVICES, {
      deviceType: 'IPC',
      businessId: MAIN,
      pageSize: 9999,
    });
    expect(devices).toHaveLength(6);
    expect(devices[0]).toEqual({
      deviceId: gate,
      deviceName: '东大门',
      channelId: '1',
      channelName: '大门全景',
      playHdLiveUrl: expect.stringMatching(/^\/front\/siteMonitorDevice\/live\/ipc-1\/1\.mjpeg\?token=/),
      accessToken: expect.stringMatching(/^\d+\./),
    });
    expect(await call(DEVICES, { deviceType: 'NVR', businessId: MAIN, pageSize: 9999 })).toEqual([]);
    const other = await call<VideoDevice[]>(DEVICES, {
      businessId: DEMO_PROJECTS.pastDeadline,
      pageSize: 9999,
    });
    expect(other.map((device) => device.deviceId)).toContain(sciencePark);
  });

  it('lists the channels of a camera of the project', async () => {
    const channels = await call<VideoDevice[]>(CHANNELS, { businessId: MAIN, deviceId: crane });
    expect(channels.map((channel) => [channel.channelId, channel.channelName])).toEqual([
      ['1', '吊钩可视化'],
      ['2', '塔吊俯视'],
    ]);
    expect(await call(CHANNELS, { businessId: MAIN, deviceId: sciencePark })).toEqual([]);
  });

  it('answers the play path of a channel, the first one when none is named', async () => {
    const second = await call<VideoDevice>(PLAY, { projectId: MAIN, deviceId: crane, channelId: '2' });
    expect(second).toMatchObject({
      deviceId: crane,
      channelId: '2',
      channelName: '塔吊俯视',
      playHdLiveUrl: expect.stringContaining('/live/ipc-2/2.mjpeg?token='),
    });
    expect(
      (await call<VideoDevice>(PLAY, { projectId: MAIN, deviceId: crane, channelId: '' })).channelId,
    ).toBe('1');
    expect((await server.post(PLAY, { projectId: MAIN, deviceId: crane, channelId: '9' }, admin)).code).toBe(
      404,
    );
    expect(
      (await server.post(PLAY, { projectId: MAIN, deviceId: sciencePark, channelId: '1' }, admin)).code,
    ).toBe(404);
  });

  it("answers a wall's key for its own project only", async () => {
    const body = { deviceType: 'IPC', businessId: MAIN, pageSize: 9999 };
    expect((await wallPost(server, DEVICES, body, DEMO_SCREEN.key)).code).toBe(200);
    const other = { ...body, businessId: DEMO_PROJECTS.pastDeadline };
    expect((await wallPost(server, DEVICES, other, DEMO_SCREEN.key)).code).toBe(403);
  });

  it('refuses no token, a user without cSiteMonitorDeviceManager and a foreign project', async () => {
    expect(await refusals(server, DEVICES, { businessId: MAIN }, 'businessId')).toEqual(REFUSED);
    expect(await refusals(server, CHANNELS, { businessId: MAIN, deviceId: gate }, 'businessId')).toEqual(
      REFUSED,
    );
    expect(await refusals(server, PLAY, { projectId: MAIN, deviceId: gate })).toEqual(REFUSED);
  });
});
