import type { ScreenComponent } from '@site/shared-schema';
import { useContext, useEffect, useMemo } from 'preact/hooks';
import { mountCalls, widgetContext } from '../data/catalogue';
import { DataLayerContext } from '../data/hooks';
import type { DataLayer } from '../data/layer';
import { type Runtime, useRuntime } from '../runtime/context';
import { useToday } from '../runtime/day';
import { loadedView } from '../widgets/registry';
import { eachComponent } from './types';

/** How long a call read ahead is held for its view to take it over; a view loads well within. */
export const READ_AHEAD_HOLD_MS = 10_000;

/**
 * Starts the calls the views of a screen's components (group children included) will make when they
 * mount, for those whose view is not loaded yet; answers what lets go of them. The data layer shares
 * each call with the view's subscription; these are let go after READ_AHEAD_HOLD_MS at the latest.
 */
function readAhead(
  layer: DataLayer,
  runtime: Runtime,
  today: number,
  components: readonly ScreenComponent[],
): () => void {
  const held = [...eachComponent(components)]
    .filter((component) => !loadedView(component.component))
    .flatMap((component) => mountCalls(component, widgetContext(runtime, today, component)))
    .map((spec) => layer.subscribe(spec));
  const release = () => {
    clearTimeout(timer);
    for (const subscription of held.splice(0)) subscription.release();
  };
  const timer = setTimeout(release, READ_AHEAD_HOLD_MS);
  return release;
}

/**
 * Reads ahead (readAhead) as the screen renders, before its boxes: on a 100-widget wall the boxes'
 * render, the first paint, the views' file and the views' own subscriptions come some hundreds of ms
 * after the document, and an effect would wait for the first paint. A new document reads ahead again.
 */
export function useReadAhead(components: readonly ScreenComponent[]): void {
  const layer = useContext(DataLayerContext);
  const runtime = useRuntime();
  const today = useToday();
  const release = useMemo(
    () => (layer ? readAhead(layer, runtime, today, components) : undefined),
    [layer, components],
  );
  useEffect(() => release, [release]);
}
