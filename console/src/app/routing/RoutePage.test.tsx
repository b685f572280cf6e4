import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { loadPage } from './RoutePage';
import type { PageProps, RouteNode } from './route-types';

const Page = (_: PageProps) => null;

const routeOf = (name: string, page: RouteNode['page']): RouteNode => ({
  name,
  path: name,
  titleKey: 'menu.dashboard',
  texts: 'first',
  page,
});

describe("a route's page", () => {
  // The page's texts come with it: the login's part, in the language the other files' tests read.
  beforeAll(() => initI18n('zh'));

  it('is fetched once, whether warmed while the session loads or asked for by the first render', async () => {
    let fetched = 0;
    const node = routeOf('warmed', async () => {
      fetched += 1;
      return { default: Page };
    });
    const warmed = loadPage(node);
    expect(loadPage(node)).toBe(warmed);
    expect((await warmed).default).toBe(Page);
    expect(fetched).toBe(1);
  });

  it('is fetched again after a failed load, so a page warmed on a bad network can still open', async () => {
    let attempts = 0;
    const node = routeOf('flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { default: Page };
    });
    await expect(loadPage(node)).rejects.toThrow('chunk failed');
    expect((await loadPage(node)).default).toBe(Page);
    expect(attempts).toBe(2);
  });
});
