import { API } from '@site/shared-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../app/config';
import { operatorSender, signInOperator } from './operator';

const envelope = (data: unknown, code = 200, message = '操作成功') =>
  new Response(JSON.stringify({ code, message, data }), { headers: { 'content-type': 'application/json' } });

function fakeServer(resources: string[]) {
  const calls: { path: string; body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://wall').pathname;
      const headers = new Headers(init.headers);
      calls.push({ path, body: JSON.parse(String(init.body)), authorization: headers.get('Authorization') });
      if (path === API.loginByPassword)
        return envelope({ head: 'Bearer ', token: 't1', userInfo: { tenementUserName: '张建国' } });
      if (path === API.resourcesByUser) return envelope(resources.map((resourceCode) => ({ resourceCode })));
      return envelope(null);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('operator sign-in', () => {
  it('signs in and checks the camera permission for the project, keeping the token in memory', async () => {
    const calls = fakeServer(['cMainPage', 'cSiteMonitorDeviceManager']);
    const operator = await signInOperator(DEFAULT_CONFIG, '1', 'manager', 'manager123');
    expect(operator).toEqual({ authorization: 'Bearer t1', userName: '张建国' });
    expect(calls[1]).toEqual({
      path: API.resourcesByUser,
      body: { businessId: '1' },
      authorization: 'Bearer t1',
    });
    await operatorSender(DEFAULT_CONFIG, operator)(API.cameraStartControl, {
      deviceId: 'ipc-1',
      channelId: '1',
      control_type: 1,
      direction: 0,
      businessId: '1',
    });
    expect(calls[2]).toMatchObject({ path: API.cameraStartControl, authorization: 'Bearer t1' });
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('refuses an account without cSiteMonitorDeviceManager and ends its session', async () => {
    const calls = fakeServer(['cMainPage']);
    await expect(signInOperator(DEFAULT_CONFIG, '1', 'nobody', 'nobody123')).rejects.toThrow(
      '该账号没有云台控制权限',
    );
    expect(calls.at(-1)).toMatchObject({ path: API.logout, authorization: 'Bearer t1' });
  });
});
