import { hasPermission } from '@site/shared-schema';
import type { RouteNode } from './route-types';

/** What decides which routes a user sees. */
export interface RouteAccess {
  resources: readonly string[];
  /** Role admin gets every route. */
  isAdmin: boolean;
}

/** A routable node with its absolute path and its ancestors (top level first, itself last). */
export interface FlatRoute {
  fullPath: string;
  node: RouteNode;
  chain: RouteNode[];
}

export function joinPath(base: string, path: string): string {
  if (!path) return base || '/';
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

function isPermitted(node: RouteNode, access: RouteAccess): boolean {
  return !node.permission || access.isAdmin || hasPermission(access.resources, node.permission);
}

/** The path of the first page below `nodes`, preferring visible ones. */
export function firstPagePath(nodes: readonly RouteNode[], base = ''): string | undefined {
  const search = (list: readonly RouteNode[], parent: string, visibleOnly: boolean): string | undefined => {
    for (const node of list) {
      if (visibleOnly && node.hidden) continue;
      const fullPath = joinPath(parent, node.path);
      const found = node.children ? search(node.children, fullPath, visibleOnly) : node.page && fullPath;
      if (found) return found;
    }
    return undefined;
  };
  return search(nodes, base, true) ?? search(nodes, base, false);
}

/**
 * The routes a user may open (seed 000 §4): a route stays when it has no code or the user holds it; a
 * parent whose children are all filtered out disappears; a parent's redirect becomes its first permitted child.
 */
export function filterRoutes(nodes: readonly RouteNode[], access: RouteAccess, base = ''): RouteNode[] {
  return nodes.flatMap((node): RouteNode[] => {
    if (!isPermitted(node, access)) return [];
    if (!node.children) return [node];
    const fullPath = joinPath(base, node.path);
    const children = filterRoutes(node.children, access, fullPath);
    if (children.length === 0) return [];
    return [{ ...node, children, redirect: node.redirect && firstPagePath(children, fullPath) }];
  });
}

/** Every node that can be visited: pages, and parents that redirect. Path-less groups are left out. */
export function flattenRoutes(
  nodes: readonly RouteNode[],
  base = '',
  ancestors: RouteNode[] = [],
): FlatRoute[] {
  return nodes.flatMap((node) => {
    const fullPath = joinPath(base, node.path);
    const chain = [...ancestors, node];
    const own = node.page || node.redirect ? [{ fullPath, node, chain }] : [];
    return [...own, ...(node.children ? flattenRoutes(node.children, fullPath, chain) : [])];
  });
}

export function normalisePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route of a pathname; `/x/*` routes match everything below `/x/`. */
export function matchRoute(flat: readonly FlatRoute[], pathname: string): FlatRoute | undefined {
  const path = normalisePathname(pathname);
  return flat.find(({ fullPath }) =>
    fullPath.endsWith('/*') ? path.startsWith(fullPath.slice(0, -1)) : fullPath === path,
  );
}

/** The permitted, non-hidden top-level routes of the layout: the top menu. */
export function topMenuRoutes(tree: readonly RouteNode[]): RouteNode[] {
  return tree.filter((node) => !node.bare && !node.hidden && node.children?.length);
}

/** Whether a top-level section has entries for the sidebar (the profile page's section has none). */
export function hasSidebarMenu(section: RouteNode | undefined): boolean {
  return Boolean(section && !section.bare && section.children?.some((child) => !child.hidden));
}

/** Where `/` goes: the first page of the first top-menu entry. */
export function firstAccessiblePath(tree: readonly RouteNode[]): string | undefined {
  return firstPagePath(topMenuRoutes(tree));
}
