import { MOBILE_BREAKPOINT } from '@site/shared-schema';
import type { RouteNode } from '../routing/route-types';
import type { Device } from '../store/settings';

export const deviceFor = (width: number): Device => (width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');

/**
 * After a route change or a resize (seed 000 §2): closed on narrow screens and on the mobile-layout
 * routes, open otherwise.
 */
export function sidebarOpenFor(width: number, route: Pick<RouteNode, 'mobileLayout'> | undefined): boolean {
  return deviceFor(width) === 'desktop' && !route?.mobileLayout;
}
