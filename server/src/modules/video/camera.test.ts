import {
  API,
  CAMERA_CONTROL_TYPE,
  CAMERA_DIRECTIONS,
  type CameraControlForm,
  type CameraPose,
  type VideoDevice,
  WIDGET_CALLS,
} from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import { dataOf, REFUSED, refusals, wallPost } from '../../test/seeded-rows';
import { startTestServer, type TestServer } from '../../test/server';
import { FRAME } from './scene';
import { frameDifference, readFrames } from './test-stream';

const PLAY = WIDGET_CALLS.videoPlayPath.path;
const START = API.cameraStartControl;
const STOP = API.cameraStopControl;
const MAIN = DEMO_PROJECTS.main;
const { gate, crane } = DEMO_DEVICES.camera;
/** Rows below and above the captions: what the camera sees. */
const SCENE_ROWS = [16, FRAME.height - 16] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('virtual cameras', () => {
  let server: TestServer;
  let admin: string;

  const form = (deviceId: string, fields: Partial<CameraControlForm>) => ({
    eq_id: deviceId,
    deviceId,
    channelId: '1',
    speed: 1,
    businessId: MAIN,
    ...fields,
  });
  const control = (path: string, body: Record<string, unknown>) =>
    dataOf<CameraPose>(server, path, body, admin);
  const move = (deviceId: string, direction: number, speed = 1) =>
    control(START, form(deviceId, { direction, speed, control_type: CAMERA_CONTROL_TYPE.move }));
  const stop = (deviceId: string) =>
    control(STOP, form(deviceId, { control_type: CAMERA_CONTROL_TYPE.stop }));

  /** The stream address the wall would be given, made absolute. */
  async function streamUrl(deviceId: string, channelId = '1'): Promise<string> {
    const device = await dataOf<VideoDevice>(server, PLAY, { projectId: MAIN, deviceId, channelId }, admin);
    return `${server.url}${device.playHdLiveUrl}`;
  }
  const frameOf = async (deviceId: string) => (await readFrames(await streamUrl(deviceId))).frames[0];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('gives every camera channel a signed MJPEG address, to members and to the wall of the project', async () => {
    const device = await dataOf<VideoDevice>(
      server,
      PLAY,
      { projectId: MAIN, deviceId: crane, channelId: '2' },
      admin,
    );
    expect(device.playHdLiveUrl).toMatch(
      /^\/front\/siteMonitorDevice\/live\/ipc-2\/2\.mjpeg\?token=\d+\.[\w-]+$/,
    );
    expect(device.playHdLiveUrl).toContain(encodeURIComponent(device.accessToken));
    const list = await dataOf<VideoDevice[]>(
      server,
      WIDGET_CALLS.videoDevices.path,
      { businessId: MAIN, deviceType: 'IPC', pageSize: 9999 },
      admin,
    );
    expect(
      list.every((camera) => camera.playHdLiveUrl.endsWith('.mjpeg', camera.playHdLiveUrl.indexOf('?'))),
    ).toBe(true);
    const wall = await wallPost<VideoDevice>(
      server,
      PLAY,
      { projectId: MAIN, deviceId: gate },
      DEMO_SCREEN.key,
    );
    expect(wall.data.playHdLiveUrl).toMatch(/^\/front\/siteMonitorDevice\/live\/ipc-1\/1\.mjpeg\?token=/);
  });

  it('streams JPEG frames of 320 × 180, several a second, and stops rendering when the viewer leaves', async () => {
    const url = await streamUrl(gate);
    const started = Date.now();
    const { response, frames } = await readFrames(url, 3);
    expect(response.headers.get('content-type')).toBe('multipart/x-mixed-replace; boundary=frame');
    expect(frames).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(frames[0]).toMatchObject({ width: 320, height: 180 });
    await expect.poll(() => server.app.cameras.viewerCount(gate, 1)).toBe(0);
  });

  it('refuses a stream without its token, with a forged one or with the token of another camera', async () => {
    const url = new URL(await streamUrl(gate));
    const token = url.searchParams.get('token') ?? '';
    const plain = `${server.url}${url.pathname}`;
    expect((await fetch(plain)).status).toBe(403);
    expect(
      (await fetch(`${plain}?token=${token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`)).status,
    ).toBe(403);
    expect((await fetch(`${plain}?token=1.${token.split('.')[1]}`)).status).toBe(403);
    const other = `${server.url}/front/siteMonitorDevice/live/${crane}/1.mjpeg?token=${token}`;
    expect((await fetch(other)).status).toBe(403);
  });

  it('turns the picture while a move runs, until it is stopped', async () => {
    const before = await frameOf(gate);
    const moving = await move(gate, CAMERA_DIRECTIONS.right, 4);
    expect(moving.moving).toBe(CAMERA_DIRECTIONS.right);
    await sleep(700);
    const stopped = await stop(gate);
    expect(stopped.moving).toBeNull();
    // 8° a second per unit of speed: about 22° in 0.7 s at speed 4.
    expect((stopped.pan - moving.pan + 360) % 360).toBeGreaterThan(10);
    const after = await frameOf(gate);
    expect(frameDifference(before, after, ...SCENE_ROWS)).toBeGreaterThan(8);
    await sleep(400);
    expect((await stop(gate)).pan).toBe(stopped.pan);
    expect(frameDifference(after, await frameOf(gate), ...SCENE_ROWS)).toBeLessThan(1);
  });

  it('moves the way each of the 12 commands says, and a new move replaces the running one', async () => {
    const D = CAMERA_DIRECTIONS;
    const expected: Record<number, [number, number, number, number]> = {
      [D.up]: [0, 1, 0, 0],
      [D.down]: [0, -1, 0, 0],
      [D.left]: [-1, 0, 0, 0],
      [D.right]: [1, 0, 0, 0],
      [D.upperLeft]: [-1, 1, 0, 0],
      [D.lowerLeft]: [-1, -1, 0, 0],
      [D.upperRight]: [1, 1, 0, 0],
      [D.lowerRight]: [1, -1, 0, 0],
      [D.zoomIn]: [0, 0, 1, 0],
      [D.zoomOut]: [0, 0, -1, 0],
      [D.focusNear]: [0, 0, 0, -1],
      [D.focusFar]: [0, 0, 0, 1],
    };
    const panDelta = (a: number, b: number) => ((b - a + 540) % 360) - 180;
    // Start away from the limits so every command has room: tilted a little, zoomed in a little.
    await move('ipc-3', D.zoomIn, 5);
    await sleep(300);
    await stop('ipc-3');
    for (const [direction, signs] of Object.entries(expected)) {
      const from = await move('ipc-3', Number(direction), 5);
      await sleep(150);
      const to = await stop('ipc-3');
      const deltas = [
        panDelta(from.pan, to.pan),
        to.tilt - from.tilt,
        to.zoom - from.zoom,
        to.focus - from.focus,
      ];
      expect(deltas.map(Math.sign), `direction ${direction}`).toEqual(signs);
    }
    await move('ipc-3', D.left, 2);
    const replaced = await move('ipc-3', D.up, 2);
    expect(replaced.moving).toBe(D.up);
    expect((await stop('ipc-3')).moving).toBeNull();
  });

  it('mirrors the picture with control_type 3 and command 1', async () => {
    const before = await frameOf('ipc-4');
    const flipped = await control(
      START,
      form('ipc-4', { control_type: CAMERA_CONTROL_TYPE.flip, command: 1 }),
    );
    expect(flipped.mirrored).toBe(true);
    const after = await frameOf('ipc-4');
    expect(frameDifference(before, after, ...SCENE_ROWS, true)).toBeLessThan(4);
    expect(frameDifference(before, after, ...SCENE_ROWS)).toBeGreaterThan(4);
    const back = await control(START, form('ipc-4', { control_type: CAMERA_CONTROL_TYPE.flip, command: 1 }));
    expect(back.mirrored).toBe(false);
    const wrong = await server.post(START, form('ipc-4', { control_type: 3, command: 2 }), admin);
    expect(wrong.code).toBe(400);
  });

  it('refuses control without the permission, outside the project, with a playback key, or of an unknown camera', async () => {
    const body = form(gate, { direction: 0, control_type: 1 });
    expect(await refusals(server, START, body, 'businessId')).toEqual(REFUSED);
    expect(await refusals(server, STOP, body, 'businessId')).toEqual(REFUSED);
    for (const path of [START, STOP]) {
      const walled = await wallPost(server, path, body, DEMO_SCREEN.key);
      expect(`${walled.code} ${walled.message}`).toBe('401 登录已失效，请重新登录');
    }
    expect((await server.post(START, { ...body, deviceId: 'ipc-7', eq_id: 'ipc-7' }, admin)).code).toBe(404);
    expect((await server.post(START, { ...body, channelId: '3' }, admin)).code).toBe(404);
    expect((await server.post(START, { ...body, direction: undefined }, admin)).code).toBe(400);
    expect((await server.post(START, { ...body, direction: 12 }, admin)).code).toBe(400);
    expect((await stop(gate)).moving).toBeNull();
  });
});
