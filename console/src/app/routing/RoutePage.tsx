import { Spin } from '@arco-design/web-react';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { withTexts } from '../i18n';
import type { PageProps, RouteNode } from './route-types';

const lazyPages = new Map<RouteNode, LazyExoticComponent<ComponentType<PageProps>>>();

function lazyPage(node: RouteNode): LazyExoticComponent<ComponentType<PageProps>> {
  let page = lazyPages.get(node);
  const load = node.page;
  if (!page && load) {
    page = lazy(withTexts(node.texts ?? 'all', load));
    lazyPages.set(node, page);
  }
  if (!page) throw new Error(`route ${node.name} has no page`);
  return page;
}

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spin size={32} />
    </div>
  );
}

/** The lazily loaded page of a route, given the route's fixed params. */
export function RoutePage({ node }: { node: RouteNode }) {
  const Page = lazyPage(node);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page params={node.params} titleKey={node.titleKey} />
    </Suspense>
  );
}
