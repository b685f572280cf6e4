import { createWidgetScope, type MountContext, type MountedWidget, type WidgetScope } from '@site/player';
import type { ScreenComponent } from '@site/shared-schema';
import { useEffect, useRef, useState } from 'react';
import { settings } from '../store/settings';

/**
 * One widget scope for a page of player widgets (the designer's canvas, the data screen), as on a
 * wall: identical data calls of many widgets are one request. Null until created; a new context
 * (project, area, token) makes a new scope. `scale` is the page's zoom. The widgets speak the console
 * user's language and follow it when he switches.
 */
export function useWidgetScope(context: MountContext, scale: number): WidgetScope | null {
  const [scope, setScope] = useState<WidgetScope | null>(null);
  useEffect(() => {
    let live = true;
    const created = createWidgetScope(context);
    // Given out once the widgets' texts are in: an English page shows no Chinese 加载中… first.
    void created.setLanguage(settings.get().language).then(() => {
      if (live) setScope(created);
    });
    return () => {
      live = false;
      created.dispose();
    };
  }, [context]);
  useEffect(() => scope?.setScale(scale), [scope, scale]);
  const language = settings.use((state) => state.language);
  useEffect(() => {
    scope?.setLanguage(language);
  }, [scope, language]);
  return scope;
}

interface Props {
  component: ScreenComponent;
  scope: WidgetScope;
  className: string;
}

/**
 * A host element in which the player mounts the widget (Preact, outside React's tree): mounted once
 * per scope, updated when the component changes, unmounted when it leaves the page.
 */
export function WidgetHost({ component, scope, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const widget = useRef<MountedWidget | null>(null);
  const latest = useRef(component);
  latest.current = component;

  useEffect(() => {
    const mounted = scope.mount(ref.current!, latest.current);
    widget.current = mounted;
    return () => {
      widget.current = null;
      mounted.unmount();
    };
  }, [scope]);

  useEffect(() => widget.current?.update(component), [component]);

  return <div ref={ref} className={className} />;
}
