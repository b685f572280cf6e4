import { Menu } from '@arco-design/web-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlatRoute, flattenRoutes } from '../routing/route-tree';
import type { RouteNode } from '../routing/route-types';
import { MenuIcon } from './menu-icons';
import { SidebarHeader } from './SidebarHeader';
import { useGoTo } from './use-go-to';

/** The sidebar: the menu of the current top-level section. */
export function Sidebar({ current }: { current: FlatRoute | undefined }) {
  const { t } = useTranslation();
  const goTo = useGoTo();
  const section = current?.chain[0];
  const pathOf = useMemo(
    () =>
      new Map((section ? flattenRoutes([section]) : []).map((route) => [route.node.name, route.fullPath])),
    [section],
  );

  const label = (node: RouteNode) => (
    <span className="app-sidebar__label">
      <MenuIcon name={node.icon} />
      {t(node.titleKey)}
    </span>
  );
  const items = (nodes: RouteNode[] | undefined): ReactNode =>
    nodes
      ?.filter((node) => !node.hidden)
      .map((node) =>
        node.children ? (
          <Menu.SubMenu key={node.name} title={label(node)}>
            {items(node.children)}
          </Menu.SubMenu>
        ) : (
          <Menu.Item key={node.name} data-testid={`sidebar-item-${node.name}`}>
            {label(node)}
          </Menu.Item>
        ),
      );

  return (
    <aside className="app-sidebar" data-testid="sidebar">
      <SidebarHeader />
      {section && !section.bare && (
        <Menu
          className="app-sidebar__menu"
          autoOpen
          selectedKeys={current ? [current.node.name] : []}
          onClickMenuItem={(name) => {
            const path = pathOf.get(name);
            if (path) goTo(path);
          }}
        >
          {items(section.children)}
        </Menu>
      )}
    </aside>
  );
}
