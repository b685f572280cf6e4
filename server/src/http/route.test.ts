import { Type } from '@sinclair/typebox';
import type { Envelope } from '@site/shared-schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors';
import {
  type AccessControl,
  defineRoute,
  type PlaybackGrant,
  type RouteSpec,
  registerRoutes,
  type SessionUser,
} from './route';

const alice: SessionUser = { userId: 'u1', orgId: 'o1', loginName: 'alice', tokenHash: 'h', roleId: null };

const wallOfP1: PlaybackGrant = {
  screenIds: ['s1'],
  projectId: 'p1',
  orgId: 'o1',
  published: true,
  projectEnabled: true,
};
/** Playback keys: "wall" plays a published screen of p1; "draft" an unpublished one; "stopped" a disabled project's. */
const GRANTS: Record<string, PlaybackGrant> = {
  wall: wallOfP1,
  draft: { ...wallOfP1, screenIds: ['s2'], published: false },
  stopped: { ...wallOfP1, screenIds: ['s3'], projectEnabled: false },
};

/** alice holds cMainPage and belongs to project p1; token "good" is hers. */
const access: AccessControl = {
  authenticate: async (token) => (token === 'good' ? alice : null),
  holds: async (_user, code) => code === 'cMainPage',
  isProjectMember: async (_user, projectId) => projectId === 'p1',
  authenticatePlayback: async (key) => GRANTS[key] ?? null,
};

const routes = [
  defineRoute({ path: '/front/test/public', access: 'public', handler: () => 'hello' }),
  defineRoute({ path: '/front/test/session', access: 'session', handler: ({ user }) => user.loginName }),
  defineRoute({ path: '/front/test/main', access: 'cMainPage', handler: () => 'main' }),
  defineRoute({ path: '/front/test/crane', access: 'cSiteCraneManager', handler: () => 'crane' }),
  defineRoute({
    path: '/front/test/project',
    access: 'session',
    projectField: 'projectId',
    message: '已保存',
    body: Type.Object({ projectId: Type.String({ minLength: 1 }), count: Type.Optional(Type.Integer()) }),
    handler: ({ body }) => ({ projectId: body.projectId }),
  }),
  defineRoute({
    path: '/front/test/wall',
    access: 'cSiteCraneManager',
    projectField: 'projectId',
    wall: true,
    // Optional, so that the wall check itself meets a body naming no project.
    body: Type.Object({ projectId: Type.Optional(Type.String()) }),
    // A wall route may be called without a session: the handler learns which of the two it got.
    handler: (context) =>
      context.user ? context.user.loginName : `wall ${context.playback.screenIds.join()}`,
  }),
  defineRoute({
    path: '/front/test/wall-org',
    access: 'cMainPage',
    wall: 'org',
    handler: (context) => (context.user ? context.user.orgId : context.playback.orgId),
  }),
  defineRoute({
    path: '/front/test/boom',
    access: 'public',
    handler: () => {
      throw new Error('secret detail');
    },
  }),
];

describe('defineRoute and registerRoutes', () => {
  let app: FastifyInstance;
  let base: string;

  const call = async (
    path: string,
    init: { body?: string; token?: string; type?: string; key?: string } = {},
  ) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.key ? { 'x-playback-key': init.key } : {}),
        ...(init.body !== undefined ? { 'content-type': init.type ?? 'application/json' } : {}),
      },
      body: init.body,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<unknown>;
  };

  beforeAll(async () => {
    app = Fastify({ bodyLimit: 1024 });
    installErrorHandling(app);
    registerRoutes(app, routes, access);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('answers a public route without a token, in the envelope', async () => {
    expect(await call('/front/test/public')).toEqual({ code: 200, message: '操作成功', data: 'hello' });
  });

  it('refuses a session route without a token or with an unknown one with code 401', async () => {
    expect((await call('/front/test/session')).code).toBe(401);
    expect((await call('/front/test/session', { token: 'forged' })).code).toBe(401);
    expect((await call('/front/test/session', { token: 'good' })).data).toBe('alice');
  });

  it('refuses a resource the caller does not hold with 403 无权访问该资源', async () => {
    expect((await call('/front/test/main', { token: 'good' })).data).toBe('main');
    expect(await call('/front/test/crane', { token: 'good' })).toEqual({
      code: 403,
      message: '无权访问该资源',
      data: null,
    });
  });

  it('refuses a project the caller is not a member of with 403 无权访问该项目', async () => {
    const body = (projectId: string) => JSON.stringify({ projectId });
    expect(await call('/front/test/project', { token: 'good', body: body('p1') })).toEqual({
      code: 200,
      message: '已保存',
      data: { projectId: 'p1' },
    });
    const refused = await call('/front/test/project', { token: 'good', body: body('p2') });
    expect(refused).toMatchObject({ code: 403, message: '无权访问该项目' });
  });

  it('checks the token before the body', async () => {
    expect((await call('/front/test/project', { body: '{not json' })).code).toBe(401);
  });

  it('names the field of bad input with code 400', async () => {
    const missing = await call('/front/test/project', { token: 'good', body: '{}' });
    expect(missing).toMatchObject({ code: 400, message: 'projectId: 必填' });
    const empty = await call('/front/test/project', { token: 'good', body: '{"projectId":""}' });
    expect(empty.message).toBe('projectId: 必填');
    const wrongType = await call('/front/test/project', {
      token: 'good',
      body: '{"projectId":"p1","count":"x"}',
    });
    expect(wrongType.message).toBe('count: 类型错误');
    const notObject = await call('/front/test/project', { token: 'good', body: '[1]' });
    expect(notObject.message).toBe('body: 类型错误');
  });

  it('answers malformed JSON with code 400 and an oversized body with 413', async () => {
    expect(await call('/front/test/project', { token: 'good', body: '{"projectId":' })).toEqual({
      code: 400,
      message: '请求体不是有效的 JSON',
      data: null,
    });
    const big = JSON.stringify({ projectId: 'p1', pad: 'x'.repeat(2000) });
    expect(await call('/front/test/project', { token: 'good', body: big })).toMatchObject({
      code: 413,
      message: '请求体过大',
    });
  });

  it('refuses prototype poisoning', async () => {
    const answer = await call('/front/test/project', {
      token: 'good',
      body: '{"projectId":"p1","__proto__":{"x":1}}',
    });
    expect(answer.code).toBe(400);
  });

  it('hides unexpected errors behind 500 服务器内部错误', async () => {
    const answer = await call('/front/test/boom');
    expect(answer).toEqual({ code: 500, message: '服务器内部错误', data: null });
    expect(JSON.stringify(answer)).not.toContain('secret');
  });

  it("admits a playback key on a wall route for the key's own project only", async () => {
    const body = (projectId: string) => JSON.stringify({ projectId });
    expect((await call('/front/test/wall', { key: 'wall', body: body('p1') })).data).toBe('wall s1');
    const other = await call('/front/test/wall', { key: 'wall', body: body('p2') });
    expect(other).toMatchObject({ code: 403, message: '无权访问该项目' });
    expect((await call('/front/test/wall', { key: 'wall', body: '{}' })).code).toBe(403);
    expect((await call('/front/test/wall-org', { key: 'wall' })).data).toBe('o1');
  });

  it('refuses a bad key with 401, and a key of an unpublished screen or a disabled project with 403', async () => {
    const body = JSON.stringify({ projectId: 'p1' });
    expect(await call('/front/test/wall', { key: 'forged', body })).toMatchObject({
      code: 401,
      message: '播放密钥无效或已被撤销',
    });
    expect(await call('/front/test/wall', { key: 'draft', body })).toMatchObject({
      code: 403,
      message: '大屏未发布',
    });
    expect((await call('/front/test/wall', { key: 'stopped', body })).code).toBe(403);
  });

  it('refuses a key on a route that is not a wall route, and prefers a session when both are sent', async () => {
    expect((await call('/front/test/main', { key: 'wall' })).code).toBe(401);
    const body = JSON.stringify({ projectId: 'p1' });
    // alice does not hold the crane code: with her token the key is not looked at.
    expect((await call('/front/test/wall', { token: 'good', key: 'wall', body })).code).toBe(403);
    expect((await call('/front/test/wall-org', { token: 'good', key: 'wall' })).data).toBe('o1');
    expect((await call('/front/test/wall', { body })).code).toBe(401);
  });

  it('refuses to register a wall route without a project field, or a public one', () => {
    const other = Fastify();
    const unscoped = defineRoute({ path: '/w', access: 'session', wall: true, handler: () => null });
    expect(() => registerRoutes(other, [unscoped], access)).toThrow(/wall route but names no project field/);
    const open = defineRoute({ path: '/o', access: 'public', wall: 'org', handler: () => null });
    expect(() => registerRoutes(other, [open], access)).toThrow(/public but declared a wall route/);
  });

  it('refuses to register a route without a valid access rule', () => {
    const other = Fastify();
    const noRule = { path: '/front/test/open', handler: () => null } as unknown as RouteSpec;
    expect(() => registerRoutes(other, [noRule], access)).toThrow(/no valid access rule/);
    const unknownCode = { path: '/x', access: 'cNoSuchCode', handler: () => null } as unknown as RouteSpec;
    expect(() => registerRoutes(other, [unknownCode], access)).toThrow(/no valid access rule/);
    const publicProject = defineRoute({
      path: '/y',
      access: 'public',
      projectField: 'projectId',
      handler: () => null,
    });
    expect(() => registerRoutes(other, [publicProject], access)).toThrow(/public but names a project/);
  });
});
