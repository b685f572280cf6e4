import { type ReactNode, Suspense, useRef } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens, then keeps it so it can animate closed.
 * The layout's dialogs (task centre, profile, password) brought the date picker, forms and tables to
 * every page before anyone opened one (issue 18).
 */
export function OnceOpened({ visible, children }: { visible: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (visible) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}
