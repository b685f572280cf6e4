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
 * The player's light entry of a widget type (always loaded): which catalogue type it plays and, for the
 * few light types most screens show (text and shapes), its view in the entry bundle itself, so they
 * paint with the screen's first render. The other types' views load when a screen first uses one
 * (lazy-views.ts). Label, defaults, panels and data calls are in shared-schema's catalogue entry.
 */
export interface PlayerWidgetEntry {
  type: WidgetType;
  view?: WidgetView;
  /** The view plays `continuousScroll` itself (scrolling text), instead of the box's CSS layer. */
  ownsContinuousScroll?: boolean;
}

export function defineEntry(entry: PlayerWidgetEntry): PlayerWidgetEntry {
  return entry;
}
