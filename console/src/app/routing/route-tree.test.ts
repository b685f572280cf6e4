import { RESOURCE_CODES } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import {
  filterRoutes,
  firstAccessiblePath,
  flattenRoutes,
  hasSidebarMenu,
  matchRoute,
  type RouteAccess,
  topMenuRoutes,
} from './route-tree';
import type { RouteNode } from './route-types';

const page = () => import('../../pages/error/ErrorPage');
const user = (...resources: string[]): RouteAccess => ({ resources, isAdmin: false });
const paths = (tree: RouteNode[]) => flattenRoutes(tree).map((route) => route.fullPath);

const table: RouteNode[] = [
  { path: '/login', name: 'Login', titleKey: 't', hidden: true, bare: true, page },
  {
    path: '/manage',
    name: 'Manage',
    titleKey: 't',
    permission: 'cSiteProjectManager',
    redirect: '/manage/project-info',
    children: [
      { path: 'project-info', name: 'ProjectInfo', titleKey: 't', permission: 'cSiteProjectInfo', page },
      {
        path: 'contractor',
        name: 'Contractor',
        titleKey: 't',
        permission: 'cSiteProjectCompanyManager',
        page,
      },
    ],
  },
  {
    path: '/real-name',
    name: 'RealName',
    titleKey: 't',
    permission: 'realNameManager',
    redirect: '/real-name/personnel-list',
    children: [
      {
        path: '',
        name: 'PersonnelGroup',
        titleKey: 't',
        permission: 'cSitePersonManager',
        children: [{ path: 'personnel-list', name: 'PersonnelList', titleKey: 't', page }],
      },
      {
        path: '',
        name: 'DeviceGroup',
        titleKey: 't',
        permission: 'cSiteVerifyDeviceManager',
        children: [{ path: 'face-recognition', name: 'FaceRecognition', titleKey: 't', page }],
      },
    ],
  },
];

describe('filterRoutes', () => {
  it('keeps routes without a code and routes whose code the user holds', () => {
    const tree = filterRoutes(table, user('cSiteProjectManager', 'cSiteProjectInfo'));
    expect(paths(tree)).toEqual(['/login', '/manage', '/manage/project-info']);
  });

  it('gives role admin every route, even with no resources', () => {
    const tree = filterRoutes(table, { resources: [], isAdmin: true });
    expect(paths(tree)).toEqual(paths(table));
  });

  it('drops a parent whose children are all filtered out', () => {
    const tree = filterRoutes(table, user('cSiteProjectManager', 'realNameManager', 'cSiteProjectInfo'));
    expect(tree.map((node) => node.name)).toEqual(['Login', 'Manage']);
  });

  it('drops a parent the user may not open, whatever its children allow', () => {
    const tree = filterRoutes(table, user('cSiteProjectInfo'));
    expect(tree.map((node) => node.name)).toEqual(['Login']);
  });

  it('rebuilds a parent redirect to its first permitted child', () => {
    const tree = filterRoutes(table, user('cSiteProjectManager', 'cSiteProjectCompanyManager'));
    expect(tree[1].redirect).toBe('/manage/contractor');
  });

  it('rebuilds the redirect through path-less menu groups', () => {
    const tree = filterRoutes(table, user('realNameManager', 'cSiteVerifyDeviceManager'));
    expect(tree[1].redirect).toBe('/real-name/face-recognition');
  });
});

describe('matchRoute', () => {
  const flat = flattenRoutes(routes);

  it('finds a page by its full path, ignoring a trailing slash', () => {
    expect(matchRoute(flat, '/safety-construction/tower-crane/driver/')?.node.params).toEqual({
      selectType: 1,
    });
  });

  it('matches everything below a wildcard route', () => {
    expect(matchRoute(flat, '/redirect/manage/project-info')?.node.name).toBe('Redirect');
  });

  it('matches a parent so the guard can follow its redirect', () => {
    expect(matchRoute(flat, '/manage')?.node.redirect).toBe('/manage/project-info');
  });
});

describe('the route table', () => {
  const flat = flattenRoutes(routes);

  it('uses unique names and unique paths', () => {
    const names = flat.map((route) => route.node.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths(routes)).size).toBe(flat.length);
  });

  it('only names resource codes the server knows', () => {
    const codes = flat.flatMap((route) => route.chain.map((node) => node.permission)).filter(Boolean);
    for (const code of codes) expect(RESOURCE_CODES).toContain(code);
  });

  it('passes the personnel lists their person type', () => {
    const personType = (path: string) => matchRoute(flat, path)?.node.params?.personType;
    expect(personType('/real-name/personnel-list')).toBe('WORKER');
    expect(personType('/real-name/manager-list')).toBe('MANAGER');
    expect(personType('/real-name/other-personnel-list')).toBe('OTHER');
  });

  it('sends / to the dashboard for role admin', () => {
    expect(firstAccessiblePath(filterRoutes(routes, { resources: [], isAdmin: true }))).toBe(
      '/index/dashboard',
    );
  });

  it('shows a top menu of permitted, non-hidden layout routes only', () => {
    const tree = filterRoutes(routes, user('cSiteLrpManage', 'cSiteFleetManage'));
    expect(topMenuRoutes(tree).map((node) => node.name)).toEqual(['VehicleManage']);
    expect(firstAccessiblePath(tree)).toBe('/vehicle-manage/fleet-management');
  });
});

describe('hasSidebarMenu', () => {
  it('is true for a section with visible children, false for the profile page and bare pages', () => {
    const byPath = (path: string) => routes.find((node) => node.path === path);
    expect(hasSidebarMenu(byPath('/manage'))).toBe(true);
    expect(hasSidebarMenu(byPath('/profile/index'))).toBe(false);
    expect(hasSidebarMenu(byPath('/login'))).toBe(false);
    expect(hasSidebarMenu(undefined)).toBe(false);
  });
});
