import type { ScreenComponent } from '@site/shared-schema';
import { useContext, useEffect } from 'preact/hooks';
import { mountCalls, widgetContext } from '../data/catalogue';
import { DataLayerContext } from '../data/hooks';
import { useRuntime } from '../runtime/context';
import { useToday } from '../runtime/day';
import { loadedView } from '../widgets/registry';

/** How long a call read ahead is held for its view to take it over; a view loads well within. */
export const READ_AHEAD_HOLD_MS = 10_000;

/**
 * Starts, as a component's box mounts, the calls its view will make when it mounts, if the view is not
 * loaded yet: the views' file, its first render and the view's own subscription come some hundreds of
 * ms later on a 100-widget wall. The data layer shares each call with the view's subscription; this
 * one lets go after READ_AHEAD_HOLD_MS, or with the box.
 */
export function useReadAhead(component: ScreenComponent): void {
  const layer = useContext(DataLayerContext);
  const runtime = useRuntime();
  const today = useToday();
  // Once per box: later changes of the component are the view's to follow.
  useEffect(() => {
    if (!layer || loadedView(component.component)) return;
    const held = mountCalls(component, widgetContext(runtime, today, component)).map((spec) =>
      layer.subscribe(spec),
    );
    const release = () => {
      for (const subscription of held.splice(0)) subscription.release();
    };
    const timer = setTimeout(release, READ_AHEAD_HOLD_MS);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [layer]);
}
