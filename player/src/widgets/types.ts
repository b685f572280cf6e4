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
 * The player's light entry of a widget type (always loaded): which catalogue type it plays and how to
 * load its view. Label, defaults, panels and data calls are in shared-schema's catalogue entry.
 */
export interface PlayerWidgetEntry {
  type: WidgetType;
  load: () => Promise<{ default: WidgetView }>;
  /** The view plays `continuousScroll` itself (scrolling text), instead of the box's CSS layer. */
  ownsContinuousScroll?: boolean;
}

export function defineEntry(entry: PlayerWidgetEntry): PlayerWidgetEntry {
  return entry;
}
