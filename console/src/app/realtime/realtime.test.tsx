import { displayTopic, type Scope } from '@site/shared-realtime';
import type { RealtimeClientOptions, RealtimeMessage } from '@site/shared-realtime/client';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { zh } from '../i18n/locales/zh';
import { session } from '../store/session';
import { AgreementExceptionPush, PROTOCOL_LOG_PATH } from './AgreementExceptionPush';
import {
  configureRealtime,
  connectRealtime,
  disconnectRealtime,
  listenDeviceStatus,
  realtime,
} from './connection';
import { playerRealtimeSource } from './hooks';

/** What the fake client was made with and listens to; the test delivers messages and connection changes. */
const made = vi.hoisted(() => ({
  options: [] as RealtimeClientOptions[],
  listeners: [] as { scope: Scope; onMessage: (message: RealtimeMessage<never>) => void }[],
  stopped: 0,
}));

vi.mock('@site/shared-realtime/client', () => ({
  createRealtimeClient: (options: RealtimeClientOptions) => {
    made.options.push(options);
    return {
      subscribe(scope: Scope, onMessage: (message: RealtimeMessage<never>) => void) {
        const listener = { scope, onMessage };
        made.listeners.push(listener);
        return () => made.listeners.splice(made.listeners.indexOf(listener), 1);
      },
      publish: () => false,
      start: () => {},
      stop: async () => {
        made.stopped += 1;
      },
    };
  },
}));

const deliver = (match: (scope: Scope) => boolean, body: unknown) =>
  act(() => {
    for (const listener of made.listeners.filter((item) => match(item.scope)))
      listener.onMessage({ destination: '', body: body as never, receivedAt: 1 });
  });

describe('the console realtime connection', () => {
  beforeAll(() => i18next.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zh } } }));
  afterEach(() => {
    cleanup();
    disconnectRealtime();
    made.options.length = 0;
    made.listeners.length = 0;
    made.stopped = 0;
  });

  it('connects once per token with the token in CONNECT, and closes when the token goes', async () => {
    configureRealtime('/realtime');
    session.set({ token: 'Bearer abc' });
    await Promise.all([connectRealtime('Bearer abc'), connectRealtime('Bearer abc')]);
    expect(made.options).toHaveLength(1);
    expect(made.options[0]).toMatchObject({ url: '/realtime', token: 'abc' });
    made.options[0].onConnectedChange?.(true);
    expect(realtime.get().connected).toBe(true);

    session.set({ token: undefined });
    expect(made.stopped).toBe(1);
    expect(realtime.get()).toMatchObject({ client: null, connected: false });
  });

  it('keeps the latest deviceStatus of each device of the org', async () => {
    configureRealtime('/realtime');
    session.set({ token: 'Bearer abc', resources: ['cMainPage'] });
    await connectRealtime('Bearer abc');
    listenDeviceStatus('org-1');
    expect(made.listeners.map((item) => item.scope)).toEqual([
      { kind: 'org', topic: 'deviceStatus', orgId: 'org-1' },
    ]);
    deliver(() => true, { deviceId: 'd1', deviceStatus: 0 });
    deliver(() => true, { deviceId: 'd1', deviceStatus: 1 });
    expect(realtime.get().deviceStatus.d1.body).toMatchObject({ deviceStatus: 1 });
  });

  it('does not ask for a channel the user may not hear: the refusal would end the whole connection', async () => {
    configureRealtime('/realtime');
    session.set({ token: 'Bearer abc', resources: [] });
    await connectRealtime('Bearer abc');
    listenDeviceStatus('org-1');
    expect(made.listeners).toEqual([]);
  });

  it('never asks for a display topic, whatever the user holds: only that registered display hears it', async () => {
    configureRealtime('/realtime');
    session.set({ token: 'Bearer abc', resources: ['cSiteDisplayManager'] });
    await connectRealtime('Bearer abc');
    playerRealtimeSource.subscribe(displayTopic('d1'), () => {});
    expect(made.listeners).toEqual([]);
  });

  it('shows an agreement-exception push until dismissed, and view-log opens the protocol reporting log', async () => {
    configureRealtime('/realtime');
    session.set({ token: 'Bearer abc' });
    await connectRealtime('Bearer abc');
    render(
      <MemoryRouter initialEntries={['/index']}>
        <Routes>
          <Route
            path="/index"
            element={
              <AgreementExceptionPush
                projectId="3"
                agreementList={[
                  { agreementCode: 'HZ_SMZ', agreementName: '杭州实名制' },
                  { agreementCode: 'ZJ_GH', agreementName: '浙江工会' },
                ]}
              />
            }
          />
          <Route path={PROTOCOL_LOG_PATH} element={<p>protocol log page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(made.listeners.map((item) => item.scope)).toEqual([
      { kind: 'project', topic: 'agreementException', projectId: '3', agreementCode: 'HZ_SMZ' },
      { kind: 'project', topic: 'agreementException', projectId: '3', agreementCode: 'ZJ_GH' },
    ]);
    deliver((scope) => scope.kind === 'project' && scope.agreementCode === 'HZ_SMZ', {
      agreementCode: 'HZ_SMZ',
      agreementName: '杭州实名制',
      exceptionLogCount: 4,
      logTypeList: ['PERSON_UPLOAD'],
    });
    const notice = await screen.findByTestId('agreement-exception-push');
    expect(notice.textContent).toContain('杭州实名制新增 4 条上报异常');
    expect(notice.textContent).toContain('人员信息');
    fireEvent.click(screen.getByRole('button', { name: '查看日志' }));
    expect(await screen.findByText('protocol log page')).toBeTruthy();
  });
});
