import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { type FlatRoute, flattenRoutes, matchRoute } from '../routing/route-tree';
import { session } from '../store/session';

/** The permitted route of the current location, with its ancestors. */
export function useCurrentRoute(): FlatRoute | undefined {
  const { pathname } = useLocation();
  const tree = session.use((state) => state.routes);
  const permitted = useMemo(() => flattenRoutes(tree), [tree]);
  return useMemo(() => matchRoute(permitted, pathname), [permitted, pathname]);
}
