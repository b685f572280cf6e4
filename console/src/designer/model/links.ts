import type { ScreenComponent } from '@site/shared-schema';
import { childrenOf } from './tree';

/** The ids of the components and of everything inside them. */
export function idsWithin(components: readonly ScreenComponent[]): Set<string> {
  const ids = new Set<string>();
  const visit = (list: readonly ScreenComponent[]) => {
    for (const component of list) {
      ids.add(component.id);
      visit(childrenOf(component) ?? []);
    }
  };
  visit(components);
  return ids;
}

/**
 * The list without the linkage rows that target one of `gone`: a deleted component takes the links
 * to it along, rather than leaving rows that name nothing on the canvas. Untouched components are kept
 * as they are.
 */
export function withoutLinksTo(list: ScreenComponent[], gone: ReadonlySet<string>): ScreenComponent[] {
  let changed = false;
  const next = list.map((component) => {
    let result = component;
    const links = component.linkage?.data;
    if (component.linkage && links?.some((item) => gone.has(item.id))) {
      result = {
        ...result,
        linkage: { ...component.linkage, data: links.filter((item) => !gone.has(item.id)) },
      };
    }
    const children = childrenOf(component);
    const kept = children && withoutLinksTo(children, gone);
    if (kept && kept !== children) result = { ...result, propValue: kept };
    if (result !== component) changed = true;
    return result;
  });
  return changed ? next : list;
}
