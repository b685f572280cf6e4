import { describe, expect, it } from 'vitest';
import { sourceRows } from '../table/view';
import { plainText } from './plain-text';

describe('content as plain text', () => {
  it('reads the HTML the original designer saved without running it', () => {
    expect(plainText('&nbsp;')).toBe('\u00a0');
    expect(plainText('a<div>b</div><div>c</div>')).toBe('a\nb\nc');
    expect(plainText('<img src=x onerror=alert(1)>ok &lt;b&gt; &#20013;')).toBe('ok <b> 中');
    expect(plainText(3)).toBe('3');
    expect(plainText(null)).toBe('');
  });

  it('table rows from a data source', () => {
    expect(
      sourceRows([
        ['a', 'b'],
        [1, 2],
      ]),
    ).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(sourceRows([{ name: '张三', age: 3 }])).toEqual([
      ['name', 'age'],
      ['张三', '3'],
    ]);
    expect(sourceRows({ records: [{ x: 1 }] })).toEqual([['x'], ['1']]);
    expect(sourceRows('x')).toBeNull();
  });
});
