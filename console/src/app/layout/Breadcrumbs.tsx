import { Breadcrumb } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { RouteNode } from '../routing/route-types';

/** The crumbs of a route chain, a title repeating its parent's said once (the home page under 首页). */
export function crumbsOf<T extends { title: string }>(crumbs: readonly T[]): T[] {
  return crumbs.filter((crumb, index) => index === 0 || crumb.title !== crumbs[index - 1].title);
}

export function Breadcrumbs({ chain }: { chain: RouteNode[] | undefined }) {
  const { t } = useTranslation();
  if (!chain?.length) return null;
  return (
    <Breadcrumb className="app-breadcrumb" data-testid="breadcrumb">
      {crumbsOf(chain.map((node) => ({ name: node.name, title: t(node.titleKey) }))).map((crumb) => (
        <Breadcrumb.Item key={crumb.name}>{crumb.title}</Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
}
