import type { ResourceCode } from '@site/shared-schema';
import type { ComponentType } from 'react';
import type { TextsPart } from '../i18n';
import type { MenuIconName } from '../layout/menu-icons';

/** Fixed values a route hands its page, such as the person type of a personnel list. */
export type RouteParams = Readonly<Record<string, string | number>>;

export interface PageProps {
  params?: RouteParams;
  /** The route's title key, for pages that show their own title. */
  titleKey: string;
}

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/** One node of the route table; every menu, tag, title and permission check is derived from these. */
export interface RouteNode {
  /** Absolute at the top level, relative below; '' for a menu group that adds no path segment. */
  path: string;
  /** Unique; also the menu key. */
  name: string;
  /** i18n key of the menu entry, tag, breadcrumb and page title. */
  titleKey: string;
  /** Resource code the user must hold; none means open to every signed-in user. */
  permission?: ResourceCode;
  /** Its menu entry's icon, by name: the table carries no icon component (layout/menu-icons.tsx). */
  icon?: MenuIconName;
  /** Kept out of the menus. */
  hidden?: boolean;
  /** Its tag is always present and cannot be closed. */
  affix?: boolean;
  /** Its view is not kept alive when left. */
  noCache?: boolean;
  /** Top level only: rendered on its own, without the layout shell. */
  bare?: boolean;
  /**
   * The part of the texts its page speaks: the login's ('first'), the layout's and dashboard's
   * ('shell'), the designer's ('designer'); a page without loads every text first.
   */
  texts?: Exclude<TextsPart, 'all'>;
  /** The layout keeps the sidebar closed here (mobile layout). */
  mobileLayout?: boolean;
  /** The sidebar toggle is disabled here. */
  sidebarLocked?: boolean;
  /** Parents: where a visit goes; rebuilt to the first permitted child by the permission filter. */
  redirect?: string;
  page?: PageLoader;
  params?: RouteParams;
  children?: RouteNode[];
}
