import type { ScreenComponent } from '@site/shared-schema';

/** Groups nest at most this deep; a deeper document (hand-made or corrupt) is not walked further. */
const MAX_DEPTH = 32;

/** Every component of a screen, group children after their group. */
export function* eachComponent(
  components: readonly ScreenComponent[],
  depth = 0,
): Generator<ScreenComponent> {
  if (depth > MAX_DEPTH) return;
  for (const component of components) {
    if (!component || typeof component !== 'object') continue;
    yield component;
    if (component.component === 'Group' && Array.isArray(component.propValue)) {
      yield* eachComponent(component.propValue as ScreenComponent[], depth + 1);
    }
  }
}

/** Every component type a screen uses, group children included. */
export const collectTypes = (components: readonly ScreenComponent[]): Set<string> =>
  new Set([...eachComponent(components)].map((component) => component.component));
