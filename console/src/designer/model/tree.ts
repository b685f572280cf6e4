import { isGroup, type ScreenComponent, type ScreenDocument } from '@site/shared-schema';

type Recipe = (component: ScreenComponent) => ScreenComponent;

/** The children of a group, or null for any other component. */
export function childrenOf(component: ScreenComponent): ScreenComponent[] | null {
  return isGroup(component) && Array.isArray(component.propValue) ? component.propValue : null;
}

function findIn(list: readonly ScreenComponent[], id: string): ScreenComponent | undefined {
  for (const component of list) {
    if (component.id === id) return component;
    const children = childrenOf(component);
    const found = children && findIn(children, id);
    if (found) return found;
  }
  return undefined;
}

/** The component of `id` and the groups holding it, outermost first; empty when absent. */
export function pathTo(list: readonly ScreenComponent[], id: string): ScreenComponent[] {
  for (const component of list) {
    if (component.id === id) return [component];
    const children = childrenOf(component);
    const inner = children ? pathTo(children, id) : [];
    if (inner.length) return [component, ...inner];
  }
  return [];
}

/** By id, top-level or inside a group at any depth. */
export function findComponent(doc: ScreenDocument, id: string): ScreenComponent | undefined {
  return findIn(doc.componentData, id);
}

/** The list with the component of `id` replaced by recipe's result; only the path to it is copied. */
export function updateIn(list: ScreenComponent[], id: string, recipe: Recipe): ScreenComponent[] {
  for (let i = 0; i < list.length; i++) {
    const component = list[i];
    let next: ScreenComponent = component;
    if (component.id === id) next = recipe(component);
    else {
      const children = childrenOf(component);
      if (children) {
        const updated = updateIn(children, id, recipe);
        if (updated !== children) next = { ...component, propValue: updated };
      }
    }
    if (next !== component) {
      const copy = list.slice();
      copy[i] = next;
      return copy;
    }
  }
  return list;
}

export function updateComponentIn(doc: ScreenDocument, id: string, recipe: Recipe): ScreenDocument {
  const componentData = updateIn(doc.componentData, id, recipe);
  return componentData === doc.componentData ? doc : { ...doc, componentData };
}

/** Top-level components of `ids`, in z-order (bottom first). */
export function topLevel(doc: ScreenDocument, ids: readonly string[]): ScreenComponent[] {
  const wanted = new Set(ids);
  return doc.componentData.filter((component) => wanted.has(component.id));
}

export function withComponents(doc: ScreenDocument, componentData: ScreenComponent[]): ScreenDocument {
  return { ...doc, componentData };
}
