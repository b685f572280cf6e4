import { appDestination, type CameraChannelAnswer, type RemoteOpenAnswer } from '@site/shared-realtime';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeMessage,
} from '@site/shared-realtime/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_DEVICES } from '../../seed/devices/ids';
import { startTestServer, type TestServer } from '../../test/server';
import { REALTIME_PATH } from './endpoint';

describe('requests sent under /app, answered on the sender’s user queue', () => {
  let server: TestServer;
  const open: RealtimeClient[] = [];

  /** A signed-in client listening to one of its queues. */
  async function asking<T>(loginName: string, queue: 'sendGetCameraChannel' | 'remoteOpen') {
    const listening = () => server.app.realtime.subscriberCount(`/user/queue/${queue}`);
    const before = listening();
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      token: await server.login(loginName),
      reconnectDelayMs: 100,
      log: () => {},
    });
    const answers: RealtimeMessage<T>[] = [];
    client.subscribe<T>({ kind: 'user', queue }, (message) => answers.push(message));
    client.start();
    open.push(client);
    await vi.waitFor(() => expect(listening()).toBe(before + 1));
    const send = (body: unknown) => expect(client.publish(`/${queue}`, body)).toBe(true);
    return { answers, send };
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.stop()));
  });
  afterAll(() => server.close());

  it('answers the channels of a camera of the project', async () => {
    expect(appDestination('sendGetCameraChannel')).toBe('/app/sendGetCameraChannel');
    const { answers, send } = await asking<CameraChannelAnswer>('admin', 'sendGetCameraChannel');
    send({ projectId: '1', deviceId: DEMO_DEVICES.camera.crane });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0].body).toEqual({
      deviceId: DEMO_DEVICES.camera.crane,
      code: 200,
      message: '操作成功',
      channels: [
        { channelId: '1', channelName: '吊钩可视化' },
        { channelId: '2', channelName: '塔吊俯视' },
      ],
    });
    send({ projectId: '1', deviceId: 'no-such-camera' });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[1].body).toMatchObject({ code: 404, channels: [] });
  });

  it('opens a face device of the project, and refuses another project and a user without the code', async () => {
    const admin = await asking<RemoteOpenAnswer>('admin', 'remoteOpen');
    admin.send({ projectId: '1', deviceId: 'verify-device-1-1' });
    await vi.waitFor(() => expect(admin.answers).toHaveLength(1));
    expect(admin.answers[0].body).toMatchObject({ deviceId: 'verify-device-1-1', code: 200 });
    expect(admin.answers[0].body.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    admin.send({ projectId: '1', deviceId: 'verify-device-2-1' });
    await vi.waitFor(() => expect(admin.answers).toHaveLength(2));
    expect(admin.answers[1].body).toMatchObject({ code: 404, time: '' });

    const nobody = await asking<RemoteOpenAnswer>('nobody', 'remoteOpen');
    nobody.send({ projectId: '1', deviceId: 'verify-device-1-1' });
    await vi.waitFor(() => expect(nobody.answers).toHaveLength(1));
    expect(nobody.answers[0].body).toMatchObject({ code: 403, message: '无权访问该资源', time: '' });
    nobody.send({ projectId: '2', deviceId: 'verify-device-2-1' });
    await vi.waitFor(() => expect(nobody.answers).toHaveLength(2));
    expect(nobody.answers[1].body).toMatchObject({ code: 403, message: '无权访问该项目' });
    // Each answer went to its sender only.
    expect(admin.answers).toHaveLength(2);
  });
});
