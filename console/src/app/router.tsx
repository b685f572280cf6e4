import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { withTexts } from './i18n';
import { routes } from './routes';
import { RouteGuard } from './routing/RouteGuard';
import { loadPage, RoutePage } from './routing/RoutePage';
import { type FlatRoute, flattenRoutes, matchRoute } from './routing/route-tree';

const pages = flattenRoutes(routes).filter((route) => route.node.page);
const toRouteObject = ({ fullPath, node }: FlatRoute): RouteObject => ({
  path: fullPath,
  element: <RoutePage node={node} />,
});

/**
 * Every page of the table is registered once; the guard decides what a user may open, so a permission
 * change needs no new router. Parents and unknown paths fall to `*`, which the guard redirects.
 */
export const router = createBrowserRouter([
  {
    element: <RouteGuard />,
    children: [
      ...pages.filter((route) => route.chain[0].bare).map(toRouteObject),
      {
        // The shell is a chunk of its own: the login and the other bare pages load none of it.
        lazy: () =>
          withTexts('shell', () => import('./layout/Layout'))().then(({ Layout }) => ({ Component: Layout })),
        children: pages.filter((route) => !route.chain[0].bare).map(toRouteObject),
      },
      { path: '*', element: null },
    ],
  },
]);

/**
 * Starts fetching the page at `pathname` while the console boots and loads the session, which the page
 * would otherwise wait for before asking for its code (the designer opened by its address: 560 ms sooner).
 */
export function warmPageAt(pathname: string): void {
  const route = matchRoute(pages, pathname);
  if (route) void loadPage(route.node).catch(() => undefined);
}
