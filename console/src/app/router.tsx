import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { withTexts } from './i18n';
import { routes } from './routes';
import { RouteGuard } from './routing/RouteGuard';
import { RoutePage } from './routing/RoutePage';
import { type FlatRoute, flattenRoutes } from './routing/route-tree';

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
