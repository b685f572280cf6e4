import { describe, expect, it } from 'vitest';
import { PLAYBACK_KEY_HEADER } from '../api/headers';
import { expired, handlingOf, KEEP_MS, type RequestFacts, storageAddress, worthStoring } from './policy';

const SCOPE = 'http://wall.example:8080/player/';

const request = (
  url: string,
  init: { method?: string; mode?: string; headers?: string[] } = {},
): RequestFacts => ({
  url,
  method: init.method ?? 'GET',
  mode: init.mode ?? 'cors',
  headers: {
    has: (name) => (init.headers ?? []).some((header) => header.toLowerCase() === name.toLowerCase()),
  },
});

describe('the wall worker’s rules', () => {
  it('stores the build’s code, the page, config.json, keyed calls and files, and nothing else', () => {
    const handling = (facts: RequestFacts) => handlingOf(facts, SCOPE);
    expect(handling(request('http://wall.example:8080/player/assets/index-Ab12.js'))).toBe('code');
    expect(handling(request('http://wall.example:8080/player/?screen=1&key=k', { mode: 'navigate' }))).toBe(
      'page',
    );
    expect(handling(request('http://wall.example:8080/player/config.json'))).toBe('page');
    expect(
      handling(request('http://api.example/front/relay', { method: 'POST', headers: [PLAYBACK_KEY_HEADER] })),
    ).toBe('data');
    expect(handling(request('http://wall.example:8080/files/2026/a.png'))).toBe('data');
    // The socket's transports, a call without the key, other sites' pictures and map tiles pass.
    expect(handling(request('http://wall.example:8080/front/ws/info?t=1'))).toBe('pass');
    expect(handling(request('http://wall.example:8080/front/ws/1/a/xhr_streaming', { method: 'POST' }))).toBe(
      'pass',
    );
    expect(handling(request('http://tiles.example/3/4/5.png'))).toBe('pass');
    expect(handling(request('http://wall.example:8080/console/assets/x.js'))).toBe('pass');
  });

  it('stores a call under its address and its body, and a page once whatever its query', async () => {
    const call = request('http://wall.example:8080/front/relay?x=1', {
      method: 'POST',
      headers: [PLAYBACK_KEY_HEADER],
    });
    const first = await storageAddress(call, '{"url":"a"}', SCOPE);
    expect(first).toMatch(/^http:\/\/wall\.example:8080\/front\/relay\?x=1&offline-body=[0-9a-f]{64}$/);
    expect(await storageAddress(call, '{"url":"a"}', SCOPE)).toBe(first);
    expect(await storageAddress(call, '{"url":"b"}', SCOPE)).not.toBe(first);
    const page = request('http://wall.example:8080/player/?screen=2&key=k', { mode: 'navigate' });
    expect(await storageAddress(page, '', SCOPE)).toBe(SCOPE);
    const file = request('http://wall.example:8080/files/a.png');
    expect(await storageAddress(file, '', SCOPE)).toBe(file.url);
  });

  it('keeps what was stored within a week', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(expired(new Date(now - KEEP_MS + 1000).toISOString(), now)).toBe(false);
    expect(expired(new Date(now - KEEP_MS - 1000).toISOString(), now)).toBe(true);
    expect(expired(null, now)).toBe(true);
  });

  it('stores only answers worth replaying: a failed call or an error page is not', async () => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    expect(await worthStoring(json({ code: 200, data: [] }), 'data')).toBe(true);
    expect(await worthStoring(json({ code: 401, message: '播放密钥无效' }), 'data')).toBe(false);
    expect(await worthStoring(json({}, 502), 'data')).toBe(false);
    expect(
      await worthStoring(
        new Response('not json', { headers: { 'content-type': 'application/json' } }),
        'data',
      ),
    ).toBe(false);
    expect(await worthStoring(new Response('<html>'), 'page')).toBe(true);
    expect(
      await worthStoring(
        new Response(new Uint8Array([1, 2]), { headers: { 'content-type': 'image/png' } }),
        'data',
      ),
    ).toBe(true);
  });
});
