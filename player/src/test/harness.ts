import type { ScreenComponent } from '@site/shared-schema';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import type { Fetcher } from '../data/types';
import { type MountContext, type MountedWidget, mountWidget } from '../mount';
import { loadView } from '../widgets/registry';

/** Waits `ms` (advancing fake timers when a test uses them). */
export const tick = (ms = 0): Promise<unknown> =>
  vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(ms) : new Promise((resolve) => setTimeout(resolve, ms));

/** Lets pending promises, effects and lazy imports settle. */
export async function settle(rounds = 4): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await tick(0);
    });
  }
}

export interface Rendered {
  element: HTMLElement;
  widget: MountedWidget;
  cleanup(): void;
}

/** Mounts a widget like the designer does, with its view already loaded. */
export async function renderWidget(
  component: ScreenComponent,
  context: MountContext = {},
): Promise<Rendered> {
  await loadView(component.component).catch(() => {});
  const element = document.createElement('div');
  element.style.width = `${component.style.width}px`;
  element.style.height = `${component.style.height}px`;
  document.body.appendChild(element);
  let widget!: MountedWidget;
  await act(async () => {
    widget = mountWidget(element, component, context);
  });
  await settle();
  return {
    element,
    widget,
    cleanup() {
      act(() => widget.unmount());
      element.remove();
    },
  };
}

/** A fetcher answering from a table of paths. */
export function fakeFetcher(answers: Record<string, unknown> = {}): Fetcher {
  return async (call) => {
    if (call.path in answers) {
      const answer = answers[call.path];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? (answer as (payload: unknown) => unknown)(call.payload) : answer;
    }
    return null;
  };
}
