import type { ScreenComponent, WidgetType } from '@site/shared-schema';
import type { ComponentType } from 'preact';
import type { CallState } from '../data/types';

/** Props of every widget view. */
export interface WidgetViewProps {
  /** The component as it shows now (its style merged with any linkage override). */
  component: ScreenComponent;
  /** State of the component's data source (`request`), or null when it has none. */
  source: CallState | null;
}

export type WidgetView = ComponentType<WidgetViewProps>;

/**
 * The player's light entry of a widget type (always loaded): which catalogue type it plays and its view:
 * loaded when a screen uses the type (`load`), or, for the few light types most screens show (text and
 * shapes), in the entry bundle itself (`view`), so they paint with the screen's first render. Label,
 * defaults, panels and data calls are in shared-schema's catalogue entry.
 */
export type PlayerWidgetEntry = {
  type: WidgetType;
  /** The view plays `continuousScroll` itself (scrolling text), instead of the box's CSS layer. */
  ownsContinuousScroll?: boolean;
} & ({ load: () => Promise<{ default: WidgetView }> } | { view: WidgetView });

export function defineEntry(entry: PlayerWidgetEntry): PlayerWidgetEntry {
  return entry;
}
