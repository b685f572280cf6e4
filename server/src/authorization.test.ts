import type { TSchema } from '@sinclair/typebox';
import { API, DISPLAY_HELLO_PATH } from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, MESSAGE } from './http/envelope';
import type { RouteSpec } from './http/route';
import { HEALTH_PATH } from './modules/health/routes';
import { DEMO_PROJECTS, DEMO_SCREEN } from './seed/demo';
import { startWithSecondTenant, TENANT_B } from './test/second-tenant';
import { wallPost } from './test/seeded-rows';

/**
 * Generated from the server's own route table (app.apiRoutes): every route that is not public refuses a
 * caller without a session, with a logged-out session or with a wall key it does not accept; every route
 * that needs a code refuses a member without it; every project-scoped route refuses a project of another
 * tenant and a project the caller is not a member of; every wall route refuses a revoked key and another
 * project than its key's. A new route is covered by being declared; the first tests fail when a route is
 * public or unscoped without saying why here.
 */

/** Public routes and why: a new one fails the suite until it is listed. */
const PUBLIC_ROUTES: Record<string, string> = {
  [API.loginByPassword]: 'signs in',
  [API.domainConfig]: 'the login page shows the brand before anyone signs in',
  [API.customScreenPlay]: 'a wall opens its screen by the key in the body, checked by the handler',
  [DISPLAY_HELLO_PATH]:
    'a display has nothing before it is registered: it pairs, or learns its registration by the token it holds',
  [HEALTH_PATH]: 'container health checks and the load balancer ask it without a session; it tells only "up"',
};

/** Routes whose body names a project without being scoped to it, and why that is safe. */
const UNSCOPED_PROJECT_BODIES: Record<string, string> = {};

const propertiesOf = (schema: TSchema | undefined): string[] =>
  Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});

const refusal = (answer: { code: number; message: string }) => `${answer.code} ${answer.message}`;
const NO_RESOURCE = `${CODE.forbidden} ${MESSAGE.forbiddenResource}`;
const NO_PROJECT = `${CODE.forbidden} ${MESSAGE.forbiddenProject}`;

describe('generated authorization of every route', () => {
  let rows: Awaited<ReturnType<typeof startWithSecondTenant>>;
  let routes: readonly RouteSpec[];
  const tokens = { admin: '', nobody: '', loggedOut: '', tenantB: '' };
  let revokedKey = '';

  beforeAll(async () => {
    rows = await startWithSecondTenant();
    const { server } = rows;
    routes = server.app.apiRoutes;
    [tokens.admin, tokens.nobody, tokens.loggedOut, tokens.tenantB] = await Promise.all([
      server.login('admin'),
      server.login('nobody'),
      server.login('manager'),
      server.login('tenantb'),
    ]);
    expect((await server.post(API.logout, {}, tokens.loggedOut)).code).toBe(CODE.ok);
    const key = await server.post<{ key: string; keyId: string }>(
      API.customScreenKeyAdd,
      { screenId: DEMO_SCREEN.id, keyName: '已吊销' },
      tokens.admin,
    );
    revokedKey = key.data.key;
    expect((await server.post(API.customScreenKeyRevoke, { keyId: key.data.keyId }, tokens.admin)).code).toBe(
      CODE.ok,
    );
  });
  afterAll(() => rows.close());

  const guarded = () => routes.filter((route) => route.access !== 'public');
  const scoped = () => guarded().filter((route) => route.projectField);

  it('reads the whole route table, and every public route says why it is public', () => {
    expect(routes.length).toBeGreaterThan(100);
    const publicPaths = routes.filter((route) => route.access === 'public').map((route) => route.path);
    expect(publicPaths.sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it('scopes every route whose body names a project to that project', () => {
    const unscoped = guarded()
      .filter((route) => !route.projectField && !(route.path in UNSCOPED_PROJECT_BODIES))
      .filter((route) => propertiesOf(route.body).some((key) => key === 'projectId' || key === 'businessId'))
      .map((route) => route.path);
    expect(unscoped).toEqual([]);
  });

  it('refuses every guarded route without a session, with a logged-out one and with a key it does not take', async () => {
    const { server } = rows;
    const wrong: string[] = [];
    for (const route of guarded()) {
      const answers = [
        refusal(await server.post(route.path, {})),
        refusal(await server.post(route.path, {}, tokens.loggedOut)),
        // A revoked key is refused by wall routes; any key, live or not, by the others.
        refusal(await wallPost(server, route.path, {}, route.wall ? revokedKey : DEMO_SCREEN.key)),
      ];
      if (answers.some((answer) => !answer.startsWith(`${CODE.unauthorized} `))) {
        wrong.push(`${route.path} ${answers.join(' | ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a member without the code of every route that needs one', async () => {
    const wrong: string[] = [];
    for (const route of guarded().filter((candidate) => candidate.access !== 'session')) {
      const body = route.projectField ? { [route.projectField]: DEMO_PROJECTS.main } : {};
      const answer = refusal(await rows.server.post(route.path, body, tokens.nobody));
      if (answer !== NO_RESOURCE) wrong.push(`${route.path} ${answer}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses another tenant's project and a project the caller is not a member of, before reading the body", async () => {
    const wrong: string[] = [];
    const cases = [
      { who: 'tenant B admin → main project', token: () => tokens.tenantB, project: DEMO_PROJECTS.main },
      { who: 'admin → tenant B project', token: () => tokens.admin, project: TENANT_B.project },
      { who: 'admin → project 4 (not a member)', token: () => tokens.admin, project: DEMO_PROJECTS.disabled },
    ];
    for (const route of scoped()) {
      for (const { who, token, project } of cases) {
        const answer = refusal(
          await rows.server.post(route.path, { [route.projectField!]: project }, token()),
        );
        if (answer !== NO_PROJECT) wrong.push(`${route.path} (${who}) ${answer}`);
      }
    }
    expect(scoped().length).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  it("refuses a wall key on another project than its screen's", async () => {
    const wrong: string[] = [];
    const walls = routes.filter((route) => route.wall === true);
    for (const route of walls) {
      const body = { [route.projectField!]: DEMO_PROJECTS.longName };
      const answer = refusal(await wallPost(rows.server, route.path, body, DEMO_SCREEN.key));
      if (answer !== NO_PROJECT) wrong.push(`${route.path} ${answer}`);
    }
    expect(walls.length).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });
});
