import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { type ClientHooks, createHttp, postEnvelope, type TransportFailure } from './client';
import { ApiError, isSitePath, readEnvelope } from './envelope';

function fakeHooks(token?: string) {
  return {
    getToken: vi.fn(() => token),
    onError: vi.fn(),
    onUnauthorized: vi.fn(),
    onTransportError: vi.fn(),
    answerText: vi.fn((message: string) => `«${message}»`),
    transportText: vi.fn((failure: TransportFailure) => JSON.stringify(failure)),
  } satisfies ClientHooks;
}

/** An adapter answering HTTP 200 with `body`, recording the request. */
function answering(body: unknown) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    return { data: body, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
  };
  return { adapter, requests };
}

function client(hooks: ClientHooks, adapter: AxiosAdapter) {
  const http = createHttp('', hooks);
  http.defaults.adapter = adapter;
  return http;
}

describe('readEnvelope', () => {
  it('passes code 200, ends the session on 401, and treats anything else as an error', () => {
    expect(readEnvelope({ code: 200, message: '', data: 1 })).toEqual({ kind: 'ok' });
    expect(readEnvelope({ code: 401, message: '' })).toEqual({ kind: 'unauthorized', message: 'Error' });
    expect(readEnvelope({ code: 403, message: '无权访问该资源' })).toEqual({
      kind: 'error',
      code: 403,
      message: '无权访问该资源',
    });
  });

  it("says 'Error' when the message is empty or the body is not an envelope", () => {
    expect(readEnvelope({ code: 500, message: '' })).toMatchObject({ message: 'Error' });
    expect(readEnvelope('<html>')).toMatchObject({ kind: 'error', message: 'Error' });
  });
});

describe('the interceptors', () => {
  it("resolves to the envelope of a code 200 answer, its message in the user's words", async () => {
    const hooks = fakeHooks();
    const { adapter } = answering({ code: 200, message: 'ok', data: { a: 1 } });
    await expect(postEnvelope(client(hooks, adapter), '/front/x')).resolves.toEqual({
      code: 200,
      message: '«ok»',
      data: { a: 1 },
    });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('sends Authorization only when a token exists', async () => {
    const { adapter, requests } = answering({ code: 200, message: '', data: null });
    await postEnvelope(client(fakeHooks('Bearer abc'), adapter), '/front/x');
    await postEnvelope(client(fakeHooks(undefined), adapter), '/front/x');
    expect(requests[0].headers.Authorization).toBe('Bearer abc');
    expect(requests[1].headers.Authorization).toBeUndefined();
  });

  it('uses the request timeout of 300000 ms', () => {
    expect(createHttp('', fakeHooks()).defaults.timeout).toBe(300_000);
  });

  it('shows the message of a non-200 code and rejects', async () => {
    const hooks = fakeHooks();
    const { adapter } = answering({ code: 400, message: 'loginName: 必填', data: null });
    const failure = postEnvelope(client(hooks, adapter), '/front/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'envelope', code: 400, message: 'loginName: 必填' });
    expect(hooks.onError).toHaveBeenCalledWith('loginName: 必填');
  });

  it('asks to log in again on code 401 instead of a toast', async () => {
    const hooks = fakeHooks('Bearer old');
    const { adapter } = answering({ code: 401, message: '登录已失效', data: null });
    await expect(postEnvelope(client(hooks, adapter), '/front/x')).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it.each([
    ['no answer', new AxiosError('Network Error', AxiosError.ERR_NETWORK), { reason: 'offline' }, 0],
    [
      'no answer in time',
      new AxiosError('timeout of 300000ms exceeded', AxiosError.ECONNABORTED),
      { reason: 'timeout' },
      0,
    ],
    [
      'an HTTP status',
      new AxiosError(
        'Request failed with status code 502',
        AxiosError.ERR_BAD_RESPONSE,
        undefined,
        undefined,
        {
          status: 502,
        } as AxiosResponse,
      ),
      { reason: 'status', status: 502 },
      502,
    ],
  ])('reports a transport error (%s) in the words transportText gives', async (_, thrown, failure, code) => {
    const hooks = fakeHooks();
    const broken: AxiosAdapter = async () => {
      throw thrown;
    };
    await expect(postEnvelope(client(hooks, broken), '/front/x')).rejects.toMatchObject({
      kind: 'transport',
      code,
      message: JSON.stringify(failure),
    });
    expect(hooks.transportText).toHaveBeenCalledWith(failure);
    expect(hooks.onTransportError).toHaveBeenCalledWith(JSON.stringify(failure));
  });
});

describe('isSitePath', () => {
  it('sends /front/site... calls to the site base and the rest to the common base', () => {
    expect(isSitePath('/front/siteProjectUserRelation/queryByCurrentUser')).toBe(true);
    expect(isSitePath('/front/user/queryCurrent')).toBe(false);
  });
});
