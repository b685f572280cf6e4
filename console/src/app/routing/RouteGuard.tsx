import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { withAllTexts } from '../i18n';
import { loadSession } from '../store/first-load';
import { session } from '../store/session';
import { isAdminUser } from '../store/session-rules';
import { decideRoute } from './guard';
import { handleLoadFailure } from './load-failure';
import { PageSpinner } from './RoutePage';
import { firstAccessiblePath, flattenRoutes } from './route-tree';
import { useDocumentTitle } from './use-document-title';

// Rarely shown: a chunk of its own, so the login page does not carry it.
const NoProjectScreen = lazy(
  withAllTexts(() =>
    import('../../pages/no-project/NoProjectScreen').then(({ NoProjectScreen }) => ({
      default: NoProjectScreen,
    })),
  ),
);

/** Applies the route guard's decision to the current location. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = session.use((state) => state.token);
  const status = session.use((state) => state.status);
  const tree = session.use((state) => state.routes);
  const resources = session.use((state) => state.resources);
  const userInfo = session.use((state) => state.userInfo);
  const permitted = useMemo(() => flattenRoutes(tree), [tree]);
  useDocumentTitle(location.pathname);

  const decision = decideRoute({
    pathname: location.pathname,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    search: location.search,
    hasToken: Boolean(token),
    status,
    permitted,
    firstPath: firstAccessiblePath(tree),
    hasResources: resources.length > 0 || isAdminUser(userInfo),
  });

  useEffect(() => {
    // The status check keeps a re-run effect from starting a second load.
    if (decision.action !== 'load' || session.get().status !== 'idle') return;
    loadSession().catch((error: unknown) => handleLoadFailure(error, navigate));
  }, [decision.action, navigate]);

  switch (decision.action) {
    case 'render':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'no-project':
      return (
        <Suspense fallback={<PageSpinner />}>
          <NoProjectScreen />
        </Suspense>
      );
    default:
      return <PageSpinner />;
  }
}
