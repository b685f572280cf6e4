import {
  IconBook,
  IconCommon,
  IconCompass,
  IconDesktop,
  IconFile,
  IconHome,
  IconRobot,
  IconSafe,
  IconSettings,
  IconStamp,
  IconUserGroup,
  IconVideoCamera,
} from '@arco-design/web-react/icon';
import type { ComponentType } from 'react';

// Here, with the menus that draw them, rather than in the route table: the table is in every page's
// first download, the login's included, and the icons are not needed before the layout.
const MENU_ICONS = {
  book: IconBook,
  common: IconCommon,
  compass: IconCompass,
  desktop: IconDesktop,
  file: IconFile,
  home: IconHome,
  robot: IconRobot,
  safe: IconSafe,
  settings: IconSettings,
  stamp: IconStamp,
  userGroup: IconUserGroup,
  videoCamera: IconVideoCamera,
} satisfies Record<string, ComponentType>;

/** The icons a route may name for its menu entry. */
export type MenuIconName = keyof typeof MENU_ICONS;

/** A route's menu icon, if it has one. */
export function MenuIcon({ name }: { name: MenuIconName | undefined }) {
  const Icon = name && MENU_ICONS[name];
  return Icon ? <Icon /> : null;
}
