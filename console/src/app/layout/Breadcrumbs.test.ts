import { describe, expect, it } from 'vitest';
import { crumbsOf } from './Breadcrumbs';

const titles = (...list: string[]) => crumbsOf(list.map((title) => ({ title }))).map(({ title }) => title);

describe('crumbsOf', () => {
  it('says a title repeating its parent’s once', () => {
    expect(titles('首页', '首页')).toEqual(['首页']);
    expect(titles('实名制管理', '人员管理', '工人列表')).toEqual(['实名制管理', '人员管理', '工人列表']);
    expect(titles('A', 'B', 'A')).toEqual(['A', 'B', 'A']);
  });
});
