import { Activity, Fragment, type ReactNode, useRef } from 'react';
import { useOutlet } from 'react-router-dom';
import { cachedPaths, tags } from '../store/tags';

interface KeepAliveOutletProps {
  /** The route path of the current page: its cache key. */
  path: string;
  noCache?: boolean;
}

/**
 * The layout's outlet with cached views (seed 000 §2): a visited page stays mounted, hidden by
 * <Activity>, while its tag is open, unless its route is flagged noCache. Each outlet element carries
 * its own route context, so a hidden page keeps its own params.
 */
export function KeepAliveOutlet({ path, noCache }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const views = tags.use((state) => state.views);
  const generations = tags.use((state) => state.generations);
  const cache = useRef(new Map<string, ReactNode>());

  // The current page counts as cached before its tag exists, so its first visit mounts it only once.
  const keep = new Set(cachedPaths(views));
  if (!noCache) keep.add(path);
  for (const cached of cache.current.keys()) if (!keep.has(cached)) cache.current.delete(cached);
  if (!noCache) cache.current.set(path, outlet);

  const key = (viewPath: string) => `${viewPath}#${generations[viewPath] ?? 0}`;
  return (
    <>
      {[...cache.current].map(([viewPath, element]) => (
        <Activity key={key(viewPath)} mode={viewPath === path ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {noCache && <Fragment key={key(path)}>{outlet}</Fragment>}
    </>
  );
}
