import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type FlatRoute, flattenRoutes } from '../routing/route-tree';
import { session } from '../store/session';
import { addView, type TagView, updateViews } from '../store/tags';

const toView = ({ fullPath, node }: FlatRoute, location = fullPath): TagView => ({
  path: fullPath,
  fullPath: location,
  titleKey: node.titleKey,
  affix: node.affix,
  noCache: node.noCache,
});

/** Puts the affixed views first, then adds every visited page of the layout (the redirect page aside). */
export function useVisitedViews(current: FlatRoute | undefined): void {
  const location = useLocation();
  const tree = session.use((state) => state.routes);

  useEffect(() => {
    const affixed = flattenRoutes(tree).filter((route) => route.node.affix && route.node.page);
    updateViews((views) => affixed.reduce((list, route) => addView(list, toView(route)), [...views]));
  }, [tree]);

  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!current?.node.page || current.fullPath.endsWith('/*')) return;
    updateViews((views) => addView(views, toView(current, fullPath)));
  }, [current, fullPath]);
}
