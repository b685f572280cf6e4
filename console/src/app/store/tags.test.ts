import { describe, expect, it } from 'vitest';
import { addView, cachedPaths, closeAllViews, closeOtherViews, closeView, type TagView } from './tags';

const view = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  titleKey: path,
  ...extra,
});
const dashboard = view('/index/dashboard', { affix: true });
const views = [dashboard, view('/a'), view('/b', { noCache: true }), view('/c')];
const paths = (list: TagView[]) => list.map((item) => item.path);

describe('tags view', () => {
  it('adds a view once and keeps the latest query', () => {
    const once = addView(views, view('/a', { fullPath: '/a?page=2' }));
    expect(paths(once)).toEqual(paths(views));
    expect(once[1].fullPath).toBe('/a?page=2');
  });

  it('closes one view, but never an affixed one', () => {
    expect(paths(closeView(views, '/a'))).toEqual(['/index/dashboard', '/b', '/c']);
    expect(paths(closeView(views, '/index/dashboard'))).toEqual(paths(views));
  });

  it('closes the others and all, keeping affixed views', () => {
    expect(paths(closeOtherViews(views, '/c'))).toEqual(['/index/dashboard', '/c']);
    expect(paths(closeAllViews(views))).toEqual(['/index/dashboard']);
  });

  it('caches every view except those flagged noCache', () => {
    expect(cachedPaths(views)).toEqual(['/index/dashboard', '/a', '/c']);
  });
});
