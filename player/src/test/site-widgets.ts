import { createComponent, type ScreenComponent, type WidgetType } from '@site/shared-schema';
import type { MountContext } from '../mount';
import { fakeFetcher, type Rendered, renderWidget } from './harness';

const mounted: Rendered[] = [];

/** Unmounts every widget shown by showWidget (call it in afterEach). */
export function cleanupWidgets(): void {
  for (const rendered of mounted.splice(0)) rendered.cleanup();
}

/**
 * Mounts a type's catalogue default on project p1, as a wall plays it, with a fetcher answering the
 * given paths (an Error answer fails the call). `edit` changes the component before it mounts.
 */
export async function showWidget(
  type: WidgetType,
  answers: Record<string, unknown>,
  options: { edit?: (component: ScreenComponent) => void; context?: MountContext } = {},
): Promise<HTMLElement> {
  const component = createComponent(type, { left: 0, top: 0 });
  options.edit?.(component);
  const rendered = await renderWidget(component, {
    projectId: 'p1',
    preview: true,
    fetcher: fakeFetcher(answers),
    ...options.context,
  });
  mounted.push(rendered);
  return rendered.element;
}

/** The state box a widget shows (loading, empty, error, stale), or null. */
export function stateOf(
  element: HTMLElement,
  state: 'loading' | 'empty' | 'error' | 'stale',
): Element | null {
  return element.querySelector(`[data-state="${state}"]`);
}
