import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors';
import { pageFields } from './paging';
import { type AccessControl, defineRoute, registerRoutes } from './route';

const open: AccessControl = {
  authenticate: async () => null,
  holds: async () => true,
  isProjectMember: async () => true,
  authenticatePlayback: async () => null,
};

const body = Type.Object({
  name: Type.String({ maxLength: 4 }),
  count: Type.Optional(Type.Integer({ minimum: 1 })),
  tags: Type.Optional(Type.Array(Type.String())),
  note: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  ...pageFields,
});

describe('strict bodies and bounded paging', () => {
  let app: FastifyInstance;
  const post = async (path: string, payload: unknown) =>
    (await app.inject({ method: 'POST', url: path, payload: payload as Record<string, unknown> })).json();

  beforeAll(async () => {
    app = Fastify();
    installErrorHandling(app);
    registerRoutes(
      app,
      [
        defineRoute({
          path: '/strict',
          access: 'public',
          body,
          handler: ({ body: sent }) => sent,
        }),
        defineRoute({
          path: '/lenient',
          access: 'public',
          body,
          coerce: true,
          handler: ({ body: sent }) => sent,
        }),
      ],
      open,
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('takes a well-typed body as it is', async () => {
    expect(await post('/strict', { name: 'ab', count: 2, note: null, pageSize: 9999 })).toMatchObject({
      code: 200,
      data: { name: 'ab', count: 2, note: null, pageSize: 9999 },
    });
  });

  it('refuses wrong types instead of coercing them, naming the field', async () => {
    expect(await post('/strict', { name: true })).toMatchObject({ code: 400, message: 'name: 类型错误' });
    expect(await post('/strict', { name: 'a', count: '2' })).toMatchObject({
      code: 400,
      message: 'count: 类型错误',
    });
    expect(await post('/strict', { name: 'a', note: 5 })).toMatchObject({
      code: 400,
      message: 'note: 类型错误',
    });
    expect(await post('/strict', { name: 'a', tags: ['x', 1] })).toMatchObject({
      code: 400,
      message: 'tags.1: 类型错误',
    });
    expect(await post('/strict', {})).toMatchObject({ code: 400, message: 'name: 必填' });
    expect(await post('/strict', { name: 'abcde' })).toMatchObject({
      code: 400,
      message: 'name: 长度不能超过4',
    });
    // Without `strict` a route keeps Fastify's coercion.
    expect(await post('/lenient', { name: true, count: '2' })).toMatchObject({
      code: 200,
      data: { name: 'true', count: 2 },
    });
  });

  it('refuses NUL bytes and lone surrogates, in values and in keys', async () => {
    expect(await post('/strict', { name: 'a\u0000' })).toMatchObject({
      code: 400,
      message: 'name: 包含无法保存的字符',
    });
    expect(await post('/strict', { name: 'a', tags: ['\udc00'] })).toMatchObject({
      code: 400,
      message: 'tags.0: 包含无法保存的字符',
    });
    expect(await post('/strict', { name: 'a', 'k\ud800': 1 })).toMatchObject({ code: 400 });
    // A surrogate pair is one character, and fine.
    expect(await post('/strict', { name: '😀' })).toMatchObject({ code: 200 });
  });

  it('bounds paging: at most 1000 a page (or the dropdowns’ 9999), and no page beyond a million', async () => {
    expect(await post('/strict', { name: 'a', pageSize: 1000 })).toMatchObject({ code: 200 });
    expect(await post('/strict', { name: 'a', pageSize: 999 })).toMatchObject({ code: 200 });
    expect(await post('/strict', { name: 'a', pageSize: 1001 })).toMatchObject({
      code: 400,
      message: 'pageSize: 不能大于1000',
    });
    expect(await post('/strict', { name: 'a', pageSize: 0 })).toMatchObject({
      code: 400,
      message: 'pageSize: 不能小于1',
    });
    expect(await post('/strict', { name: 'a', pageNumber: 1e20 })).toMatchObject({
      code: 400,
      message: 'pageNumber: 不能大于1000000',
    });
    expect(await post('/lenient', { name: 'a', pageSize: 10_000 })).toMatchObject({ code: 400 });
  });
});
