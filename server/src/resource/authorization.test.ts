import { Value } from '@sinclair/typebox/value';
import type { ResourceDescription } from '@site/shared-schema';
import * as schema from '@site/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../seed/demo';
import { startTestServer, type TestServer } from '../test/server';
import type { RoutePlan } from './plan';
import { BLOCK_PLANS, DECLARED_RESOURCES, type DeclaredResource, OPERATE_LOG_PLAN } from './registry';
import { sampleRecord } from './test-support';

/**
 * Generated from the declarations: every call of every declared resource (and the operation log) is
 * refused without a session, without its code and outside the caller's projects, and every route naming
 * records refuses another project's with 404, leaving them as they were. A new declaration is covered by
 * adding it to the registry, which the first test demands.
 */

const { main: MAIN, longName: OTHER_PROJECT, disabled: NOT_A_MEMBER } = DEMO_PROJECTS;

const isDescription = (value: unknown): value is ResourceDescription =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'idKey', 'fields', 'permission', 'api'].every((key) => key in value);

const declaredOf = (resource: ResourceDescription): DeclaredResource => {
  const declared = DECLARED_RESOURCES.find((candidate) => candidate.resource.name === resource.name);
  if (!declared) throw new Error(`resource ${resource.name} is not in DECLARED_RESOURCES`);
  return declared;
};

/** The values a call of the resource's lists fixes (the worker list's personType). */
const fixedOf = (declared: DeclaredResource | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(declared?.adapter.fixed ?? {}).map(([key, { values }]) => [key, values[0]]),
  );

/** A call of a declared resource (or the operation log), with the plan that describes it when the block built it. */
interface CoveredRoute {
  path: string;
  declared?: DeclaredResource;
  plan?: RoutePlan;
}

/**
 * Every call the declarations name, whoever serves it (a call served outside the block is covered too),
 * and the operation log.
 */
const COVERED: CoveredRoute[] = [
  ...DECLARED_RESOURCES.flatMap((declared) =>
    [...new Set(Object.values(declared.resource.api))].map((path) => ({
      path,
      declared,
      plan: declared.plans.find((plan) => plan.path === path),
    })),
  ),
  { path: OPERATE_LOG_PLAN.path, plan: OPERATE_LOG_PLAN },
];

describe('generated authorization of the declared resources', () => {
  let server: TestServer;
  let admin: string;
  let nobody: string;

  /** A fresh record of a resource in a project, made through its own add call: its id and name. */
  async function newRecord(
    resource: ResourceDescription,
    projectId: string,
  ): Promise<{ id: string; name: string }> {
    const declared = declaredOf(resource);
    const add = declared.plans.find((plan) => plan.action === 'add');
    if (!add) throw new Error(`resource ${resource.name} has no add call to make a record with`);
    if (add.ids) {
      // Its records are made from another resource's (cloud attendance enables people of the roster).
      const source = await newRecord(add.ids.of, projectId);
      const answer = await server.post(add.path, { projectId, [add.ids.field]: [source.id] }, admin);
      expect(answer, answer.message).toMatchObject({ code: 200 });
      return source;
    }
    const body = await sampleRecord(server, admin, resource, projectId, fixedOf(declared));
    const answer = await server.post<Record<string, string>>(add.path, body, admin);
    expect(answer, answer.message).toMatchObject({ code: 200 });
    return { id: answer.data[resource.idKey], name: String(body[resource.titleKey]) };
  }

  /** A record as its resource answers it: by its query call, or found in its list by its name. */
  async function readRecord(
    resource: ResourceDescription,
    projectId: string,
    record: { id: string; name: string },
  ) {
    const declared = declaredOf(resource);
    const fixed = fixedOf(declared);
    if (resource.api.query) {
      return (
        await server.post(resource.api.query, { projectId, ...fixed, [resource.idKey]: record.id }, admin)
      ).data;
    }
    const page = await server.post<schema.PageResult<Record<string, unknown>>>(
      resource.api.page,
      { projectId, ...fixed, [resource.titleKey]: record.name, pageSize: 1000 },
      admin,
    );
    return page.data.records.find((row) => row[resource.idKey] === record.id);
  }

  /**
   * A body the route's schema accepts: the least its plan's schema takes (a channel's name, a list of
   * participants), its project, the fixed values, and placeholders where it names records, so a 404 proves
   * the ownership check and not a refused body.
   */
  const bodyOf = (route: CoveredRoute, projectId: string, id = 'placeholder') => {
    const body = route.plan?.build(server.app.taskRunner.deps).body;
    return {
      ...(body ? (Value.Create(body) as Record<string, unknown>) : {}),
      projectId,
      ...fixedOf(route.declared),
      ...(route.plan?.ids ? { [route.plan.ids.field]: route.plan.ids.many ? [id] : id } : {}),
    };
  };

  /** A multipart body of the same fields, with the resource's import template as its file. */
  async function formOf(route: CoveredRoute, projectId: string): Promise<FormData> {
    const form = new FormData();
    for (const [key, value] of Object.entries(bodyOf(route, projectId))) form.append(key, String(value));
    const template = route.declared?.resource.api.template;
    if (template) {
      const response = await fetch(`${server.url}${template}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ projectId: MAIN, ...fixedOf(route.declared) }),
      });
      form.append('file', new Blob([await response.arrayBuffer()]), 'template.xlsx');
    }
    return form;
  }

  const asJson = (route: CoveredRoute, projectId: string, token?: string) =>
    server.post(route.path, bodyOf(route, projectId), token);

  /**
   * A caller outside the project, whatever form the body takes: a JSON route refuses it in its hook, a
   * multipart one (an import) in its handler. A JSON route cannot answer a multipart body with 403 (its
   * schema refuses it first), nor the other way round, so one of the two must say 无权访问该项目.
   */
  async function outsider(route: CoveredRoute) {
    const json = await asJson(route, NOT_A_MEMBER, admin);
    if (json.code === 403) return json;
    return server.send(route.path, { body: await formOf(route, NOT_A_MEMBER) }, admin);
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    nobody = await server.login('nobody');
  });
  afterAll(() => server.close());

  it('has every resource declared in shared-schema in its registry', () => {
    const declared = (Object.values(schema) as unknown[]).filter(isDescription);
    expect(declared.length).toBeGreaterThan(0);
    expect(DECLARED_RESOURCES.map(({ resource }) => resource.name).sort()).toEqual(
      declared.map((resource) => resource.name).sort(),
    );
  });

  it('serves every planned route, each a call of its resource', () => {
    const covered = new Set(COVERED.map((route) => route.path));
    for (const plan of BLOCK_PLANS) {
      expect(server.app.hasRoute({ method: 'POST', url: plan.path }), plan.path).toBe(true);
      expect(covered.has(plan.path), `${plan.path} is not a call of its resource`).toBe(true);
    }
  });

  describe.each(COVERED.map((route) => [route.path, route] as const))('%s', (_path, route) => {
    it('refuses without a session, without the code and outside the caller’s projects', async () => {
      // A call a declaration names but nobody serves is a forgotten route, not a reason to skip.
      expect(server.app.hasRoute({ method: 'POST', url: route.path }), `${route.path} is not served`).toBe(
        true,
      );
      expect(await asJson(route, MAIN)).toMatchObject({ code: 401 });
      expect(await asJson(route, MAIN, nobody)).toMatchObject({ code: 403, message: '无权访问该资源' });
      expect(await outsider(route)).toMatchObject({ code: 403, message: '无权访问该项目' });
    });

    it.runIf(route.plan?.ids)(
      'refuses the records of another project with 404 and leaves them as they were',
      async () => {
        const of = route.plan!.ids!.of;
        const record = await newRecord(of, OTHER_PROJECT);
        const before = await readRecord(of, OTHER_PROJECT, record);
        expect(before).toBeTruthy();
        expect(await server.post(route.path, bodyOf(route, MAIN, record.id), admin)).toMatchObject({
          code: 404,
          message: '记录不存在',
        });
        expect(await readRecord(of, OTHER_PROJECT, record)).toEqual(before);
      },
    );
  });
});
