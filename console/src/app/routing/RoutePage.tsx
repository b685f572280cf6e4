import { Spin } from '@arco-design/web-react';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { withTexts } from '../i18n';
import type { PageProps, RouteNode } from './route-types';

type PageModule = { default: ComponentType<PageProps> };

const loading = new Map<RouteNode, Promise<PageModule>>();
const lazyPages = new Map<RouteNode, LazyExoticComponent<ComponentType<PageProps>>>();

/**
 * A page's code and the part of the texts it shows, fetched once whoever asks first: the first render,
 * or `warmPageAt` while the session loads. A failed load is forgotten, so the next render tries again.
 */
export function loadPage(node: RouteNode): Promise<PageModule> {
  const load = node.page;
  if (!load) return Promise.reject(new Error(`route ${node.name} has no page`));
  let page = loading.get(node);
  if (!page) {
    page = withTexts(node.texts ?? 'all', load)();
    loading.set(node, page);
    page.catch(() => loading.delete(node));
  }
  return page;
}

function lazyPage(node: RouteNode): LazyExoticComponent<ComponentType<PageProps>> {
  if (!node.page) throw new Error(`route ${node.name} has no page`);
  let page = lazyPages.get(node);
  if (!page) {
    page = lazy(() => loadPage(node));
    lazyPages.set(node, page);
  }
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
