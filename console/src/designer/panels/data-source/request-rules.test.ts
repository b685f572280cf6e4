import { describe, expect, it } from 'vitest';
import { addParam, checkUrlOnBlur, emptyParams, removeParam, setParam } from './request-rules';

describe('data-source rules', () => {
  it('resets the parameters to one empty item for an array and one empty pair otherwise', () => {
    expect(emptyParams('array')).toEqual(['']);
    expect(emptyParams('object')).toEqual([['', '']]);
    expect(emptyParams('string')).toEqual([['', '']]);
    expect(emptyParams('')).toEqual([]);
  });

  it('trims the URL on blur and refuses a purely numeric value or a non-URL', () => {
    expect(checkUrlOnBlur('  https://example.com/api  ')).toEqual({
      url: 'https://example.com/api',
      error: null,
    });
    expect(checkUrlOnBlur('12345')).toEqual({ url: '12345', error: '请输入正确的 URL' });
    expect(checkUrlOnBlur('not a url')).toEqual({ url: 'not a url', error: '请输入正确的 URL' });
    expect(checkUrlOnBlur('/front/siteProject/queryByProject')).toEqual({
      url: '/front/siteProject/queryByProject',
      error: null,
    });
  });

  it('refuses a site path that is not a read-only data call', () => {
    expect(checkUrlOnBlur('/front/user/update')).toEqual({
      url: '/front/user/update',
      error: '数据源只能调用站点的只读数据接口',
    });
  });

  it('leaves an empty URL without a message', () => {
    expect(checkUrlOnBlur('   ')).toEqual({ url: '', error: null });
  });

  it('adds, edits and removes parameters of either shape', () => {
    const pairs = setParam(addParam([['a', '1']], 'object'), 1, 0, 'b');
    expect(setParam(pairs, 1, 1, '2')).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(setParam(addParam([''], 'array'), 1, 1, 'x')).toEqual(['', 'x']);
    expect(removeParam(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
