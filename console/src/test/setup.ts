// Arco's imperative APIs (Message, Modal.confirm) need the React 19 adapter; vitest loads Arco's CommonJS build.
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message, Notification } from '@arco-design/web-react';
import { afterAll, vi } from 'vitest';

// jsdom has no matchMedia; Arco's form grid and responsive components subscribe to it. Files that run
// in the node environment (the import preview's parsing) have no window at all.
if (typeof window !== 'undefined')
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

// Arco's toasts and dialogs leave on timers (a toast's duration, then its transition): end them and let
// the transitions finish before jsdom is torn down, or their last setState finds no window.
afterAll(async () => {
  Message.clear();
  Notification.clear();
  await new Promise((resolve) => setTimeout(resolve, 500));
});

// Files share a worker (isolate: false), jsdom and the packages: a file's own modules load afresh, so a
// module one file mocks, or state one file leaves in a module, never reaches the next.
afterAll(() => vi.resetModules());
