import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, type RelayHostItem } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCREEN } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { ok, screenWithKey, wallPost } from './testing';

/** A remote data source: echoes what it got, or misbehaves on purpose. */
function remoteHandler(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://remote');
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(value));
    };
    switch (url.pathname) {
      case '/echo':
        return json(200, {
          method: request.method,
          query: Object.fromEntries(url.searchParams),
          contentType: request.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString(),
          sawKey: 'x-playback-key' in request.headers || 'authorization' in request.headers,
        });
      case '/text':
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        return response.end('今日无事故');
      case '/huge':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.end('x'.repeat(1024 * 1024 + 1));
      case '/huge-stream':
        // No content-length: the cap must count what arrives.
        response.writeHead(200, { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' });
        for (let i = 0; i < 20; i++) response.write('y'.repeat(64 * 1024));
        return response.end();
      case '/same-host':
        response.writeHead(302, { location: '/echo?moved=1' });
        return response.end();
      case '/other-host':
        response.writeHead(302, { location: `http://localhost:${url.searchParams.get('port')}/echo` });
        return response.end();
      default:
        return json(500, { error: 'boom' });
    }
  });
}

describe('the data-source relay', () => {
  let server: TestServer;
  let remote: Server;
  let origin: string;
  let admin: string;
  let manager: string;
  const relay = (body: Record<string, unknown>, token = manager) => server.post(API.relay, body, token);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    manager = await server.login('manager');
    remote = createServer(remoteHandler);
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => remote.close(resolve));
  });

  it('refuses a host that is not on the allow-list with 403 and a clear message', async () => {
    expect(await relay({ url: `${origin}/echo`, method: 'GET', params: {} })).toEqual({
      code: 403,
      message: `目标主机不在数据源白名单中：${new URL(origin).host}`,
      data: null,
    });
    expect((await wallPost(server, API.relay, { url: 'http://example.com/' }, DEMO_SCREEN.key)).code).toBe(
      403,
    );
  });

  it('lets only holders of the allow-list code manage it, and checks what a host is', async () => {
    const host = new URL(origin).host;
    expect((await server.post(API.relayHostAdd, { host }, manager)).code).toBe(403);
    const added = await ok<RelayHostItem>(
      server,
      API.relayHostAdd,
      { host: ` ${host.toUpperCase()} ` },
      admin,
    );
    expect(added.host).toBe(host);
    expect(await server.post(API.relayHostAdd, { host }, admin)).toMatchObject({ code: 400 });
    for (const bad of ['http://example.com', 'example.com/path', 'user@example.com', 'example.com:99999']) {
      expect(await server.post(API.relayHostAdd, { host: bad }, admin), bad).toMatchObject({
        code: 400,
        message: 'host: 应为主机名或“主机名:端口”',
      });
    }
    const other = await ok<RelayHostItem>(server, API.relayHostAdd, { host: 'Example.ORG' }, admin);
    expect(other.host).toBe('example.org');
    const hosts = await ok<RelayHostItem[]>(server, API.relayHostList, {}, admin);
    expect(hosts.map((item) => item.host)).toEqual([`127.0.0.1:${new URL(origin).port}`, 'example.org']);
    expect(await server.post(API.relayHostDelete, { hostId: other.hostId }, admin)).toMatchObject({
      code: 200,
    });
    expect((await server.post(API.relayHostDelete, { hostId: other.hostId }, admin)).code).toBe(404);
  });

  it("relays an allowed GET with the parameters in the query, never passing on the caller's credentials", async () => {
    const answer = await relay({ url: `${origin}/echo`, method: 'GET', params: { area: '东区', page: 2 } });
    expect(answer).toEqual({
      code: 200,
      message: '操作成功',
      data: { method: 'GET', query: { area: '东区', page: '2' }, contentType: '', body: '', sawKey: false },
    });
    const query = await relay({ url: `${origin}/echo?a=1`, method: 'DELETE', params: 'b=2&c=3' });
    expect(query.data).toMatchObject({ method: 'DELETE', query: { a: '1', b: '2', c: '3' } });
    expect(await relay({ url: `${origin}/echo`, method: 'GET', params: ['x'] })).toMatchObject({ code: 400 });
  });

  it('sends POST and PUT parameters as a JSON or form body, and answers text as text', async () => {
    const posted = await relay({ url: `${origin}/echo`, method: 'post', params: { a: 1 } });
    expect(posted.data).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
    const put = await relay({ url: `${origin}/echo`, method: 'PUT', params: 'a=1&b=2' });
    expect(put.data).toMatchObject({ contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' });
    expect((await relay({ url: `${origin}/text` })).data).toBe('今日无事故');
    expect(await relay({ url: `${origin}/echo`, method: 'PATCH' })).toMatchObject({ code: 400 });
  });

  it('relays for a wall with its key, in the organisation of the key only', async () => {
    const answer = await wallPost(
      server,
      API.relay,
      { url: `${origin}/echo`, method: 'GET', params: {} },
      DEMO_SCREEN.key,
    );
    expect(answer).toMatchObject({ code: 200, data: { method: 'GET', sawKey: false } });
    const draft = await screenWithKey(server, manager, { publish: false });
    expect((await wallPost(server, API.relay, { url: `${origin}/echo` }, draft.key)).code).toBe(403);
    expect((await wallPost(server, API.relay, { url: `${origin}/echo` }, 'forged')).code).toBe(401);
    expect((await server.post(API.relay, { url: `${origin}/echo` })).code).toBe(401);
    const nobody = await server.login('nobody');
    expect((await relay({ url: `${origin}/echo` }, nobody)).code).toBe(403);
  });

  it('is no open proxy: other schemes, redirects to other hosts, oversized answers are refused', async () => {
    expect(await relay({ url: 'file:///etc/passwd' })).toMatchObject({
      code: 400,
      message: 'url: 只支持 http 和 https',
    });
    const port = new URL(origin).port;
    const moved = await relay({ url: `${origin}/same-host` });
    expect(moved.data).toMatchObject({ query: { moved: '1' } });
    const away = await relay({ url: `${origin}/other-host?port=${port}` });
    expect(away).toMatchObject({ code: 403, message: `远程接口重定向到其他主机，已拒绝：localhost:${port}` });
    expect(await relay({ url: `${origin}/huge` })).toMatchObject({
      code: 502,
      message: '远程接口返回的内容超过 1 MB',
    });
    expect((await relay({ url: `${origin}/huge-stream` })).code).toBe(502);
    expect(await relay({ url: `${origin}/broken` })).toMatchObject({
      code: 502,
      message: '远程接口返回 HTTP 500',
    });
  });

  it('refuses parameters nested deeper than a data call needs with 400, and keeps serving', async () => {
    const deep = (depth: number) => {
      let params: unknown = 'leaf';
      for (let level = 0; level < depth; level += 1) params = level % 2 ? [params] : { a: params };
      return params;
    };
    expect(await relay({ url: `${origin}/echo`, method: 'POST', params: deep(10_000) })).toMatchObject({
      code: 400,
      message: 'params.0.a: 嵌套层级不能超过64',
    });
    expect((await relay({ url: `${origin}/echo`, method: 'POST', params: deep(8) })).code).toBe(200);
  });
});
