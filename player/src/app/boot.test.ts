import { createComponent, createScreenDocument } from '@site/shared-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { PLAYBACK_KEY_HEADER } from '../api/headers';
import { loadedView } from '../widgets/registry';
import { checkDocument, loadPlayable, screenCallMessage } from './boot';
import { DEFAULT_CONFIG, normaliseConfig } from './config';
import { parseOptions } from './url';

describe('boot', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the URL options', () => {
    expect(parseOptions('?screen=s1&key=k1&scale=width&refresh=30')).toEqual({
      screenId: 's1',
      key: 'k1',
      scale: 'width',
      refreshMinutes: 30,
      heapLimitMb: 0,
      language: 'zh',
    });
    expect(parseOptions('?screen=s1&key=k1&scale=bogus').scale).toBe('fit');
  });

  it('plays in Chinese unless lang names another language of the console', () => {
    expect(parseOptions('?screen=s1&key=k1&lang=en').language).toBe('en');
    expect(parseOptions('?screen=s1&key=k1&lang=ja').language).toBe('ja');
    expect(parseOptions('?screen=s1&key=k1&lang=fr').language).toBe('zh');
  });

  it('normalises config.json', () => {
    expect(normaliseConfig({ siteBaseUrl: 'http://api/', extra: 1 })).toEqual({
      ...DEFAULT_CONFIG,
      siteBaseUrl: 'http://api',
    });
    expect(normaliseConfig(null)).toEqual(DEFAULT_CONFIG);
  });

  it('turns heart-beats off with 0 and keeps the default for anything not a count', () => {
    expect(normaliseConfig({ socketHeartbeatMs: 0 }).socketHeartbeatMs).toBe(0);
    expect(normaliseConfig({ socketHeartbeatMs: 20_000 }).socketHeartbeatMs).toBe(20_000);
    expect(normaliseConfig({ socketHeartbeatMs: -1 }).socketHeartbeatMs).toBe(
      DEFAULT_CONFIG.socketHeartbeatMs,
    );
    expect(normaliseConfig({ socketHeartbeatMs: '0' }).socketHeartbeatMs).toBe(
      DEFAULT_CONFIG.socketHeartbeatMs,
    );
  });

  it('gives a clear message for a bad key, a foreign key and an unpublished screen', () => {
    expect(screenCallMessage(new ApiError('envelope', 401, 'x')).title).toBe('播放密钥无效或已被撤销');
    expect(screenCallMessage(new ApiError('envelope', 403, '无权')).title).toBe('播放密钥无权播放此大屏');
    expect(screenCallMessage(new ApiError('envelope', 404, 'x')).title).toBe('大屏不存在或未发布');
    expect(screenCallMessage(new ApiError('envelope', 401, 'x')).retry).toBe(false);
    expect(screenCallMessage(new ApiError('transport', 0, 'down')).retry).toBe(true);
  });

  it('lists the first validator errors of an invalid document', () => {
    const result = checkDocument({
      screenId: 's',
      screenName: '一号屏',
      projectId: 'p',
      document: { schemaVersion: 1, canvasStyleData: 3, componentData: 'x' },
    });
    expect(result.kind).toBe('message');
    if (result.kind === 'message') {
      expect(result.title).toBe('大屏数据无效，无法播放');
      expect(result.lines?.length).toBeGreaterThan(0);
    }
  });

  it('plays a valid document, sending the key in the body and the header', async () => {
    const doc = createScreenDocument();
    doc.componentData = [createComponent('VText', { left: 0, top: 0 })];
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            code: 200,
            message: 'ok',
            data: { screenId: 's1', screenName: '屏', projectId: 'p1', document: JSON.stringify(doc) },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const result = await loadPlayable(DEFAULT_CONFIG, parseOptions('?screen=s1&key=k1'));
    expect(result.kind).toBe('ready');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/front/siteCustomScreen/play');
    expect(JSON.parse(String(init.body))).toEqual({ screenId: 's1', key: 'k1' });
    expect((init.headers as Record<string, string>)[PLAYBACK_KEY_HEADER]).toBe('k1');
  });

  it('asks for the views of a valid document with it, before anything mounts', async () => {
    const doc = createScreenDocument();
    doc.componentData = [createComponent('Clock', { left: 0, top: 0 })];
    const answer = { screenId: 's1', screenName: '屏', projectId: 'p1', document: JSON.stringify(doc) };
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ code: 200, message: 'ok', data: answer })),
    );
    expect(loadedView('Clock')).toBeUndefined();
    expect((await loadPlayable(DEFAULT_CONFIG, parseOptions('?screen=s1&key=k1'))).kind).toBe('ready');
    // The view's module is transformed on its first import, which takes seconds on a loaded machine.
    await vi.waitFor(() => expect(loadedView('Clock')).toBeDefined(), { timeout: 15_000 });
  });

  it('asks for the parameters when they are missing', async () => {
    const result = await loadPlayable(DEFAULT_CONFIG, parseOptions(''));
    expect(result).toMatchObject({ kind: 'message', title: '缺少大屏参数' });
  });
});
