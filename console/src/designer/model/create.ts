import {
  type CanvasStyleData,
  createComponent as fromCatalogue,
  getWidget,
  legibleOn,
  type ScreenComponent,
} from '@site/shared-schema';

/**
 * A new component of a catalogue type with the defaults of its WidgetEntry and a new id, at left/top;
 * given the canvas it lands on, its colours are made legible there (a white title on a white page is not).
 */
export function createComponent(
  type: string,
  at: { left: number; top: number },
  canvas?: Pick<CanvasStyleData, 'background' | 'color'>,
): ScreenComponent {
  const entry = getWidget(type);
  if (!entry) throw new Error(`unknown widget type: ${type}`);
  const component = fromCatalogue(entry.type as Parameters<typeof fromCatalogue>[0], {
    left: at.left,
    top: at.top,
  });
  if (!canvas) return component;
  return { ...component, style: legibleOn(component.style, canvas, entry.palette === 'shapes') };
}
