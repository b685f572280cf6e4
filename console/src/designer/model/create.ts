import { createComponent as fromCatalogue, getWidget, type ScreenComponent } from '@site/shared-schema';

/** A new component of a catalogue type with the defaults of its WidgetEntry and a new id, at left/top. */
export function createComponent(type: string, at: { left: number; top: number }): ScreenComponent {
  const entry = getWidget(type);
  if (!entry) throw new Error(`unknown widget type: ${type}`);
  return fromCatalogue(entry.type as Parameters<typeof fromCatalogue>[0], { left: at.left, top: at.top });
}
