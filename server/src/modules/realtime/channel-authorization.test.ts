import { accessOf, destinationOf, ORG_TOPICS, PROJECT_TOPICS, type Scope } from '@site/shared-realtime';
import { createRealtimeClient, type RealtimeClient } from '@site/shared-realtime/client';
import { API, DISPLAY_API, DISPLAY_HELLO_PATH, type DisplayHello } from '@site/shared-schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ORG_ID, DEMO_PROJECTS, DEMO_SCREEN } from '../../seed/demo';
import { startWithSecondTenant, TENANT_B } from '../../test/second-tenant';
import { REALTIME_PATH } from './endpoint';

/**
 * Generated from the channel catalogue (shared-realtime/channels.ts): every topic refuses a member
 * without its codes, a user of another tenant, a project the user is not a member of and a wall key of
 * another project; sessions that ended and revoked keys cannot connect at all. Each refusal is checked
 * beside an admin of the same tenant who is let in, so a topic nobody can hear does not pass for safe.
 */

type TopicScope = Exclude<Scope, { kind: 'user' | 'display' }>;

/** Every topic of the catalogue, in the demo org and project 1. */
const TOPICS: TopicScope[] = [
  ...ORG_TOPICS.map((topic): TopicScope => ({ kind: 'org', topic, orgId: DEMO_ORG_ID })),
  ...PROJECT_TOPICS.map((topic): TopicScope => ({ kind: 'project', topic, projectId: DEMO_PROJECTS.main })),
  { kind: 'project', topic: 'agreementException', projectId: DEMO_PROJECTS.main, agreementCode: 'HT001' },
];

/** The same topic of another project (or org). */
const elsewhere = (scope: TopicScope, projectId: string, orgId: string): TopicScope =>
  scope.kind === 'org' ? { ...scope, orgId } : { ...scope, projectId };

describe('generated authorization of every realtime channel', () => {
  let rows: Awaited<ReturnType<typeof startWithSecondTenant>>;
  const tokens = { admin: '', nobody: '', loggedOut: '', tenantB: '' };
  let revokedKey = '';
  const open: RealtimeClient[] = [];

  /** Connects as given and subscribes to one destination; answers what the client logged. */
  function subscribe(credentials: { token?: string; playbackKey?: string }, scope: Scope) {
    const logs: string[] = [];
    const client = createRealtimeClient({
      url: `${rows.server.url}${REALTIME_PATH}`,
      reconnectDelayMs: 60_000,
      timeoutMs: 2_000,
      log: (message) => logs.push(message),
      ...credentials,
    });
    client.start();
    client.subscribe(scope, () => {});
    open.push(client);
    return logs;
  }

  const subscribers = (scope: Scope) => rows.server.app.realtime.subscriberCount(destinationOf(scope));

  async function expectRefused(credentials: { token?: string; playbackKey?: string }, scope: Scope) {
    const logs = subscribe(credentials, scope);
    await vi.waitFor(() => expect(logs.join()).toContain(`forbidden destination ${destinationOf(scope)}`));
    expect(subscribers(scope)).toBe(0);
  }

  beforeAll(async () => {
    rows = await startWithSecondTenant();
    const { server } = rows;
    [tokens.admin, tokens.nobody, tokens.loggedOut, tokens.tenantB] = await Promise.all(
      ['admin', 'nobody', 'manager', 'tenantb'].map((name) => server.login(name)),
    );
    expect((await server.post(API.logout, {}, tokens.loggedOut)).code).toBe(200);
    const key = await server.post<{ key: string; keyId: string }>(
      API.customScreenKeyAdd,
      { screenId: DEMO_SCREEN.id, keyName: '已吊销' },
      tokens.admin,
    );
    revokedKey = key.data.key;
    await server.post(API.customScreenKeyRevoke, { keyId: key.data.keyId }, tokens.admin);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.stop()));
  });
  afterAll(() => rows.close());

  it.each(TOPICS.map((scope) => [destinationOf(scope), scope] as const))(
    '%s: lets the admin in, refuses the others',
    async (_destination, scope) => {
      subscribe({ token: tokens.admin }, scope);
      await vi.waitFor(() => expect(subscribers(scope)).toBe(1));
      await Promise.all(open.splice(0).map((client) => client.stop()));

      if (accessOf(scope) !== 'session') await expectRefused({ token: tokens.nobody }, scope);
      await expectRefused({ token: tokens.tenantB }, scope);
      await expectRefused({ token: tokens.admin }, elsewhere(scope, DEMO_PROJECTS.disabled, TENANT_B.org));
      await expectRefused(
        { playbackKey: DEMO_SCREEN.key },
        elsewhere(scope, DEMO_PROJECTS.longName, TENANT_B.org),
      );
    },
  );

  it('a display topic: only that registered display hears it, no user and no other wall', async () => {
    const { server } = rows;
    const paired = async () => (await server.post<DisplayHello>(DISPLAY_HELLO_PATH, {})).data;
    const [mine, other] = await Promise.all([paired(), paired()]);
    for (const [display, displayName] of [
      [mine, '一号屏'],
      [other, '二号屏'],
    ] as const) {
      const added = await server.post(
        DISPLAY_API.add,
        {
          projectId: DEMO_PROJECTS.main,
          pairCode: display.pairCode,
          displayName,
          scaleMode: 'fit',
          screenId: DEMO_SCREEN.id,
        },
        tokens.admin,
      );
      expect(added.code).toBe(200);
    }
    const { display } = (
      await server.post<DisplayHello>(DISPLAY_HELLO_PATH, { displayToken: mine.displayToken })
    ).data;
    const scope: Scope = { kind: 'display', displayId: display!.displayId };

    subscribe({ playbackKey: mine.displayToken }, scope);
    await vi.waitFor(() => expect(subscribers(scope)).toBe(1));
    await Promise.all(open.splice(0).map((client) => client.stop()));
    await expectRefused({ token: tokens.admin }, scope);
    await expectRefused({ playbackKey: DEMO_SCREEN.key }, scope);
    await expectRefused({ playbackKey: other.displayToken }, scope);
  });

  it.each([
    ['a logged-out session', () => ({ token: tokens.loggedOut })],
    ['a revoked wall key', () => ({ playbackKey: revokedKey })],
    ['no credentials', () => ({})],
  ])('refuses to connect with %s', async (_label, credentials) => {
    const logs = subscribe(credentials(), TOPICS[1]);
    await vi.waitFor(() => expect(logs.join()).toContain('unauthorized'));
    expect(subscribers(TOPICS[1])).toBe(0);
  });
});
