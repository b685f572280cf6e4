import type { ScreenComponent } from '@site/shared-schema';

/** Every component type a screen uses, group children included. */
export function collectTypes(
  components: readonly ScreenComponent[],
  out = new Set<string>(),
  depth = 0,
): Set<string> {
  if (depth > 32) return out;
  for (const component of components) {
    if (!component || typeof component !== 'object') continue;
    out.add(component.component);
    if (component.component === 'Group' && Array.isArray(component.propValue)) {
      collectTypes(component.propValue as ScreenComponent[], out, depth + 1);
    }
  }
  return out;
}
