import { WIDGET_CALLS } from './catalogue/calls';
import { isGroup, type ScreenComponent, type ScreenDocument } from './types';

/**
 * What a screen's data source may call on the site API: the read-only site-data calls of the widget
 * catalogue, nothing else. A screen is made by one user and played or edited by others (an admin opening
 * it in the designer, a wall with a key): a data source that could reach a call changing something would
 * act with the viewer's rights. Remote URLs go through the relay, which carries no credential of ours.
 */
export const READABLE_SITE_PATHS: ReadonlySet<string> = new Set(
  Object.values(WIDGET_CALLS).map((call) => call.path),
);

export const DATA_SOURCE_PATH_REFUSED = '数据源只能调用站点的只读数据接口';

/** A site path (`/…`) a data source may not call, or null for a remote URL or an allowed path. */
export function refusedDataSourcePath(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (!trimmed.startsWith('/')) return null;
  const path = trimmed.split(/[?#]/)[0];
  return READABLE_SITE_PATHS.has(path) ? null : path;
}

/** Every component of a document with a data source it may not have, with the refused path, groups included. */
export function refusedDataSources(document: Pick<ScreenDocument, 'componentData'>): {
  id: string;
  label: string;
  path: string;
}[] {
  const found: { id: string; label: string; path: string }[] = [];
  const visit = (components: readonly ScreenComponent[]) => {
    for (const component of components) {
      const path = refusedDataSourcePath(component.request?.url);
      if (path) found.push({ id: String(component.id), label: String(component.label ?? ''), path });
      if (isGroup(component) && Array.isArray(component.propValue)) visit(component.propValue);
    }
  };
  visit(document.componentData);
  return found;
}
