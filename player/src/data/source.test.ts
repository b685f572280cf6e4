import { type DataSourceRequest, defaultRequest } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { RELAY_PATH } from '../api/screen';
import { MIN_SOURCE_INTERVAL_MS, sourceCall, sourceParams, sourceText } from './source';

const request = (extra: Partial<DataSourceRequest>): DataSourceRequest => ({
  ...defaultRequest(),
  url: 'https://api.example.com/v',
  ...extra,
});

describe('data source call', () => {
  it('has no call without a request or with an empty url', () => {
    expect(sourceCall(undefined)).toBeNull();
    expect(sourceCall(defaultRequest())).toBeNull();
    expect(sourceCall(request({ url: '   ' }))).toBeNull();
  });

  it('relays a remote url through /front/relay with its method and parameters', () => {
    const call = sourceCall(
      request({
        url: ' https://api.example.com/v ',
        method: 'POST',
        paramType: 'object',
        data: [['a', '1']],
      }),
    );
    expect(call).toEqual({
      base: 'site',
      path: RELAY_PATH,
      payload: { url: 'https://api.example.com/v', method: 'POST', params: { a: '1' } },
      refresh: { intervalMs: null },
    });
  });

  it('reads a url without a scheme as http', () => {
    expect(sourceCall(request({ url: 'api.example.com/v' }))?.payload).toMatchObject({
      url: 'http://api.example.com/v',
    });
  });

  it('calls a path of the site API itself, the parameters as its body', () => {
    expect(
      sourceCall(
        request({
          url: '/front/siteProject/queryByProject',
          paramType: 'object',
          data: [['projectId', 'p1']],
        }),
      ),
    ).toMatchObject({
      base: 'site',
      path: '/front/siteProject/queryByProject',
      payload: { projectId: 'p1' },
    });
  });

  it('never calls a site path that is not a read-only site-data call: it would act with the viewer’s rights', () => {
    expect(sourceCall(request({ url: '/front/user/update', paramType: 'object', data: [] }))).toBeNull();
    expect(sourceCall(request({ url: '/front/tenementRelayHost/add' }))).toBeNull();
  });

  it('repeats every `time` ms when `series` is on, `requestCount` requests in all', () => {
    expect(sourceCall(request({ series: true, time: 5000, requestCount: 0 }))?.refresh).toEqual({
      intervalMs: 5000,
      count: 0,
    });
    expect(sourceCall(request({ series: true, time: 2000, requestCount: 3 }))?.refresh).toEqual({
      intervalMs: 2000,
      count: 3,
    });
    expect(sourceCall(request({ series: false, time: 2000, requestCount: 3 }))?.refresh).toEqual({
      intervalMs: null,
    });
  });

  it('never repeats faster than the minimum interval', () => {
    expect(sourceCall(request({ series: true, time: 0 }))?.refresh?.intervalMs).toBe(MIN_SOURCE_INTERVAL_MS);
    expect(sourceCall(request({ series: true, time: 10 }))?.refresh?.intervalMs).toBe(MIN_SOURCE_INTERVAL_MS);
  });
});

describe('data source parameters by paramType', () => {
  it('object: the named pairs as an object', () => {
    expect(
      sourceParams({
        paramType: 'object',
        data: [
          ['a', '1'],
          [' b ', '2'],
          ['', 'dropped'],
        ],
      }),
    ).toEqual({ a: '1', b: '2' });
  });

  it('array: the values, a new empty row left out', () => {
    expect(sourceParams({ paramType: 'array', data: ['x', '', 'y'] })).toEqual(['x', 'y']);
    expect(sourceParams({ paramType: 'array', data: [''] })).toEqual([]);
  });

  it('string: a query string of the pairs', () => {
    expect(
      sourceParams({
        paramType: 'string',
        data: [
          ['q', '塔吊 1'],
          ['n', '2'],
        ],
      }),
    ).toBe('q=%E5%A1%94%E5%90%8A+1&n=2');
  });

  it('none chosen: no parameters', () => {
    expect(sourceParams({ paramType: '', data: [['a', '1']] })).toEqual({});
  });

  it('odd data (not a list, wrong item shapes) gives no parameters rather than an error', () => {
    expect(sourceParams({ paramType: 'object', data: 'x' as never })).toEqual({});
    expect(sourceParams({ paramType: 'object', data: ['lonely'] })).toEqual({});
    expect(sourceParams({ paramType: 'array', data: [['a', 'v']] })).toEqual(['v']);
  });
});

describe('data source text', () => {
  it('is a string or a number answer', () => {
    expect(sourceText('42')).toBe('42');
    expect(sourceText(42)).toBe('42');
    expect(sourceText(0)).toBe('0');
  });

  it('is the first text, value, content or data field, a few levels deep', () => {
    expect(sourceText({ value: 7, text: '七' })).toBe('七');
    expect(sourceText({ data: { content: '内容' } })).toBe('内容');
    expect(sourceText({ data: { data: { data: { data: 'too deep' } } } })).toBeNull();
  });

  it('is null without text, so the typed content shows', () => {
    for (const data of [undefined, null, '', Number.NaN, true, [1, 2], { other: 'x' }]) {
      expect(sourceText(data)).toBeNull();
    }
  });
});
