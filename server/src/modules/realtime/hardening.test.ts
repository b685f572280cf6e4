import { request } from 'node:http';
import { projectTopic } from '@site/shared-realtime';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
} from '@site/shared-realtime/client';
import { API } from '@site/shared-schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { SOCKJS_BODY_LIMIT } from './body-limit';
import { REALTIME_PATH } from './endpoint';

/** The gaps an attack found in the realtime endpoint (issue: hardening), each closed here. */
describe('realtime access follows the codes and the session', () => {
  let server: TestServer;
  const open: RealtimeClient[] = [];

  function connect(options: Omit<RealtimeClientOptions, 'url'>) {
    const logs: string[] = [];
    let connected = false;
    const client = createRealtimeClient({
      url: `${server.url}${REALTIME_PATH}`,
      reconnectDelayMs: 60_000,
      timeoutMs: 2_000,
      log: (message) => logs.push(message),
      onConnectedChange: (value) => {
        connected = value;
      },
      ...options,
    });
    client.start();
    open.push(client);
    return { client, logs, connected: () => connected };
  }

  const timeLog = projectTopic('timeLog', DEMO_PROJECTS.main);
  const subscribers = () => server.app.realtime.subscriberCount(timeLog);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.stop()));
  });
  afterAll(() => server.close());

  it("refuses a member without the code of the topic's data: passages carry names and ID numbers", async () => {
    const nobody = connect({ token: await server.login('nobody') });
    nobody.client.subscribe({ kind: 'project', topic: 'timeLog', projectId: DEMO_PROJECTS.main }, () => {});
    await vi.waitFor(() => expect(nobody.logs.join()).toContain(`forbidden destination ${timeLog}`));
    const manager = connect({ token: await server.login('manager') });
    manager.client.subscribe({ kind: 'project', topic: 'timeLog', projectId: DEMO_PROJECTS.main }, () => {});
    await vi.waitFor(() => expect(subscribers()).toBe(1));
  });

  it('lets a member without codes hear the agreement exceptions of his project', async () => {
    const nobody = connect({ token: await server.login('nobody') });
    nobody.client.subscribe(
      { kind: 'project', topic: 'agreementException', projectId: DEMO_PROJECTS.main, agreementCode: 'X' },
      () => {},
    );
    const destination = `/topic/agreementException/${DEMO_PROJECTS.main}/X`;
    await vi.waitFor(() => expect(server.app.realtime.subscriberCount(destination)).toBe(1));
  });

  it('closes the open socket when its session logs out', async () => {
    const token = await server.login('manager');
    const socket = connect({ token });
    socket.client.subscribe({ kind: 'project', topic: 'timeLog', projectId: DEMO_PROJECTS.main }, () => {});
    await vi.waitFor(() => expect(subscribers()).toBe(1));
    expect((await server.post(API.logout, {}, token)).code).toBe(200);
    await vi.waitFor(() => expect(subscribers()).toBe(0));
    await vi.waitFor(() => expect(socket.logs.join()).toContain('unauthorized'));
  });

  it("closes another session's socket when the password changes, and keeps the caller's", async () => {
    const other = await server.login('manager');
    const caller = await server.login('manager');
    const otherSocket = connect({ token: other });
    const callerSocket = connect({ token: caller });
    for (const socket of [otherSocket, callerSocket])
      socket.client.subscribe({ kind: 'project', topic: 'timeLog', projectId: DEMO_PROJECTS.main }, () => {});
    await vi.waitFor(() => expect(subscribers()).toBe(2));
    const change = (oldPassword: string, newPassword: string) =>
      server.post(
        API.updatePassword,
        { tenementUserId: 'user-manager', oldPassword, newPassword, confirmPassword: newPassword },
        caller,
      );
    expect((await change('manager123', 'manager456')).code).toBe(200);
    await vi.waitFor(() => expect(otherSocket.logs.join()).toContain('unauthorized'));
    expect(subscribers()).toBe(1);
    expect(callerSocket.connected()).toBe(true);
    expect((await change('manager456', 'manager123')).code).toBe(200);
  });

  it('closes a wall when its key is revoked', async () => {
    const admin = await server.login('admin');
    const added = await server.post<{ key: string; keyId: string }>(
      API.customScreenKeyAdd,
      { screenId: DEMO_SCREEN.id, keyName: '临时墙' },
      admin,
    );
    expect(added.code).toBe(200);
    const wall = connect({ playbackKey: added.data.key });
    wall.client.subscribe({ kind: 'project', topic: 'timeLog', projectId: DEMO_PROJECTS.main }, () => {});
    await vi.waitFor(() => expect(subscribers()).toBe(1));
    expect((await server.post(API.customScreenKeyRevoke, { keyId: added.data.keyId }, admin)).code).toBe(200);
    await vi.waitFor(() => expect(wall.logs.join()).toContain('unauthorized'));
    expect(subscribers()).toBe(0);
  });

  it('closes sockets whose session ended by time at the periodic sweep', async () => {
    const token = await server.login('manager');
    const socket = connect({ token });
    socket.client.subscribe({ kind: 'project', topic: 'timeLog', projectId: DEMO_PROJECTS.main }, () => {});
    await vi.waitFor(() => expect(subscribers()).toBe(1));
    const recheck = vi.spyOn(server.app.realtime, 'recheck').mockImplementation(() => {});
    expect((await server.post(API.logout, {}, token)).code).toBe(200);
    recheck.mockRestore();
    expect(subscribers()).toBe(1);
    server.app.realtime.recheckUsers();
    await vi.waitFor(() => expect(subscribers()).toBe(0));
  });

  it('checks the session again on every SEND: a dead session cannot open a gate', async () => {
    const token = await server.login('admin');
    const socket = connect({ token });
    socket.client.subscribe({ kind: 'user', queue: 'remoteOpen' }, () => {});
    await vi.waitFor(() => expect(socket.connected()).toBe(true));
    // Logged out while the recheck is lost (a broker hiccup): the SEND itself must find the session dead.
    const recheck = vi.spyOn(server.app.realtime, 'recheck').mockImplementation(() => {});
    expect((await server.post(API.logout, {}, token)).code).toBe(200);
    recheck.mockRestore();
    expect(socket.connected()).toBe(true);
    socket.client.publish('/remoteOpen', { projectId: DEMO_PROJECTS.main, deviceId: 'verify-device-1-1' });
    await vi.waitFor(() => expect(socket.logs.join()).toContain('unauthorized'));
  });

  it('refuses a SockJS body past the limit before buffering it, and keeps serving', async () => {
    const status = (headers: Record<string, string>, body: Buffer | (() => AsyncGenerator<Buffer>)) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(`${server.url}${REALTIME_PATH}/000/abcdefgh/xhr_send`);
        const req = request(url, { method: 'POST', headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', (error) => (error.message.includes('EPIPE') ? undefined : reject(error)));
        if (Buffer.isBuffer(body)) req.end(body);
        else
          (async () => {
            for await (const chunk of body())
              if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
            req.end();
          })().catch(() => {});
      });
    const big = Buffer.alloc(SOCKJS_BODY_LIMIT + 1, 'a');
    expect(await status({ 'content-type': 'text/plain', 'content-length': String(big.length) }, big)).toBe(
      413,
    );
    // Without a declared length (chunked), it is cut as soon as it passes the limit.
    const chunks = async function* () {
      for (let i = 0; i < 640; i++) yield Buffer.alloc(64 * 1024, 'b');
    };
    expect(await status({ 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }, chunks)).toBe(413);
    expect((await server.post(API.projectsByCurrentUser, {}, await server.login('admin'))).code).toBe(200);
  });
});
