import { RESIZE_DEBOUNCE_MS } from '@site/shared-schema';
import { useEffect } from 'react';
import type { RouteNode } from '../routing/route-types';
import { setDevice, setSidebarOpened } from '../store/settings';
import { deviceFor, sidebarOpenFor } from './sidebar-rules';

function applyRules(route: RouteNode | undefined): void {
  const width = window.innerWidth;
  setDevice(deviceFor(width));
  setSidebarOpened(sidebarOpenFor(width, route));
}

/** Opens or closes the sidebar on every route change and (debounced) resize. */
export function useSidebarRules(route: RouteNode | undefined): void {
  useEffect(() => {
    applyRules(route);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => applyRules(route), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [route]);
}
