import { APP_REQUESTS, type AppRequest, type DeviceRequestAnswer } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGE } from '../../http/envelope';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { REALTIME_PATH } from './endpoint';

/**
 * Generated from the request catalogue (APP_REQUESTS): every request is answered (it has a handler), and
 * refused to a member without the handler's code and to a user outside the project, on the sender's own
 * queue, before any device is asked.
 */
describe('generated authorization of every realtime request', () => {
  let server: TestServer;
  const clients: RealtimeClient[] = [];

  /** A client of the account listening to every request's queue; `ask` SENDs and waits for the answer. */
  async function caller(loginName: string) {
    const answers = new Map<AppRequest, DeviceRequestAnswer[]>(APP_REQUESTS.map((request) => [request, []]));
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      token: await server.login(loginName),
      log: () => {},
    });
    for (const request of APP_REQUESTS) {
      client.subscribe<DeviceRequestAnswer>({ kind: 'user', queue: request }, ({ body }) =>
        answers.get(request)!.push(body),
      );
    }
    client.start();
    clients.push(client);
    await vi.waitFor(() =>
      expect(server.app.realtime.subscriberCount(`/user/queue/${APP_REQUESTS[0]}`)).toBe(clients.length),
    );
    return async (request: AppRequest, projectId: string) => {
      const heard = answers.get(request)!;
      const before = heard.length;
      expect(client.publish(`/${request}`, { projectId, deviceId: 'verify-device-1-1' })).toBe(true);
      await vi.waitFor(() => expect(heard.length).toBe(before + 1));
      return heard[before];
    };
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await server.close();
  });

  it.each(APP_REQUESTS.map((request) => [request]))(
    '/app/%s refuses a member without its code and a user outside the project',
    async (request) => {
      const nobody = await caller('nobody');
      expect(await nobody(request, DEMO_PROJECTS.main)).toMatchObject({
        code: 403,
        message: MESSAGE.forbiddenResource,
      });
      const admin = await caller('admin');
      expect(await admin(request, DEMO_PROJECTS.disabled)).toMatchObject({
        code: 403,
        message: MESSAGE.forbiddenProject,
      });
    },
  );
});
