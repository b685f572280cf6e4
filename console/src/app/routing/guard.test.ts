import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { decideRoute, type GuardInput } from './guard';
import { filterRoutes, firstAccessiblePath, flattenRoutes } from './route-tree';

const tree = filterRoutes(routes, {
  resources: ['cSiteLrpManage', 'cSiteLprWhiteListManager'],
  isAdmin: false,
});

const input = (pathname: string, overrides: Partial<GuardInput> = {}): GuardInput => ({
  pathname,
  fullPath: pathname,
  search: '',
  hasToken: true,
  status: 'ready',
  permitted: flattenRoutes(tree),
  firstPath: firstAccessiblePath(tree),
  hasResources: true,
  ...overrides,
});

describe('decideRoute without a token', () => {
  it.each(['/login', '/auth-redirect', '/avoid-login', '/500'])('lets %s through', (path) => {
    expect(decideRoute(input(path, { hasToken: false }))).toEqual({ action: 'render' });
  });

  it('sends any other path to the login with the full path as redirect', () => {
    const decision = decideRoute(
      input('/vehicle-manage/white-list', {
        hasToken: false,
        fullPath: '/vehicle-manage/white-list?a=1#top',
      }),
    );
    expect(decision).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fvehicle-manage%2Fwhite-list%3Fa%3D1%23top',
    });
  });
});

describe('decideRoute with a token', () => {
  it('sends /login to /', () => {
    expect(decideRoute(input('/login'))).toEqual({ action: 'redirect', to: '/' });
  });

  it('sends /login to its redirect parameter once logged in', () => {
    const search = `?redirect=${encodeURIComponent('/vehicle-manage/white-list?a=1#top')}`;
    expect(decideRoute(input('/login', { search }))).toEqual({
      action: 'redirect',
      to: '/vehicle-manage/white-list?a=1#top',
    });
  });

  it('always lets /avoid-login through', () => {
    expect(decideRoute(input('/avoid-login', { status: 'idle' }))).toEqual({ action: 'render' });
  });

  it('asks for the first load once, then waits for it', () => {
    expect(decideRoute(input('/vehicle-manage/white-list', { status: 'idle' }))).toEqual({ action: 'load' });
    expect(decideRoute(input('/vehicle-manage/white-list', { status: 'loading' }))).toEqual({
      action: 'wait',
    });
  });

  it('shows the no-project notice when the user has no enabled project', () => {
    expect(decideRoute(input('/', { status: 'no-project' }))).toEqual({ action: 'no-project' });
  });

  it('sends / to the first non-hidden accessible route', () => {
    expect(decideRoute(input('/'))).toEqual({ action: 'redirect', to: '/vehicle-manage/white-list' });
  });

  it('sends a user with no resources to the no-permission page', () => {
    expect(decideRoute(input('/', { hasResources: false }))).toEqual({
      action: 'redirect',
      to: '/no-permission/index',
    });
    expect(decideRoute(input('/no-permission/index', { hasResources: false }))).toEqual({ action: 'render' });
  });

  it('follows the rebuilt redirect of a parent', () => {
    expect(decideRoute(input('/vehicle-manage'))).toEqual({
      action: 'redirect',
      to: '/vehicle-manage/white-list',
    });
  });

  it('renders a permitted page and sends unknown or forbidden paths to /404', () => {
    expect(decideRoute(input('/vehicle-manage/white-list'))).toEqual({ action: 'render' });
    expect(decideRoute(input('/no/such/page'))).toEqual({ action: 'redirect', to: '/404' });
    expect(decideRoute(input('/vehicle-manage/lpr-record'))).toEqual({ action: 'redirect', to: '/404' });
  });
});
