import type { ScreenComponent, ScreenDocument } from '@site/shared-schema';

export type LayerMove = 'up' | 'down' | 'top' | 'bottom';

/** Whether a component may change its layer; locked ones stay. */
const movable = (component: ScreenComponent, ids: ReadonlySet<string>): boolean =>
  ids.has(component.id) && !component.isLock;

/** One step toward the top (end of the list) for each component that is not blocked by another moving one. */
function up(list: ScreenComponent[], ids: ReadonlySet<string>): ScreenComponent[] {
  const next = list.slice();
  for (let i = next.length - 2; i >= 0; i--) {
    if (movable(next[i], ids) && !movable(next[i + 1], ids)) [next[i], next[i + 1]] = [next[i + 1], next[i]];
  }
  return next;
}

function reversed(move: (list: ScreenComponent[], ids: ReadonlySet<string>) => ScreenComponent[]) {
  return (list: ScreenComponent[], ids: ReadonlySet<string>) => move(list.slice().reverse(), ids).reverse();
}

function top(list: ScreenComponent[], ids: ReadonlySet<string>): ScreenComponent[] {
  return [...list.filter((c) => !movable(c, ids)), ...list.filter((c) => movable(c, ids))];
}

const MOVES: Record<LayerMove, (list: ScreenComponent[], ids: ReadonlySet<string>) => ScreenComponent[]> = {
  up,
  down: reversed(up),
  top,
  bottom: reversed(top),
};

/**
 * Layer moves of the seed: up/down swap with the neighbour, top/bottom move to an end (the list's end
 * is the top). Several components keep their order among themselves. The same doc comes back when
 * nothing could move (already at the top or bottom).
 */
export function moveLayer(doc: ScreenDocument, ids: readonly string[], move: LayerMove): ScreenDocument {
  const list = doc.componentData;
  const next = MOVES[move](list, new Set(ids));
  return next.every((component, i) => component === list[i]) ? doc : { ...doc, componentData: next };
}
