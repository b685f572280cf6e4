import type { ScreenComponent, ScreenDocument } from '@site/shared-schema';
import { num } from './geometry';
import { childrenOf } from './tree';

/** The component shifted on the canvas; a group's children (kept in canvas coordinates) shift with it. */
export function shifted(component: ScreenComponent, dx: number, dy: number): ScreenComponent {
  const style = {
    ...component.style,
    left: num(component.style.left) + dx,
    top: num(component.style.top) + dy,
  };
  const children = childrenOf(component);
  if (!children) return { ...component, style };
  return { ...component, style, propValue: children.map((child) => shifted(child, dx, dy)) };
}

/** Moves the given top-level components, except locked ones; one step when used with a mergeKey. */
export function moveComponents(
  doc: ScreenDocument,
  ids: readonly string[],
  dx: number,
  dy: number,
): ScreenDocument {
  if (dx === 0 && dy === 0) return doc;
  const wanted = new Set(ids);
  let changed = false;
  const componentData = doc.componentData.map((component) => {
    if (!wanted.has(component.id) || component.isLock) return component;
    changed = true;
    return shifted(component, dx, dy);
  });
  return changed ? { ...doc, componentData } : doc;
}
