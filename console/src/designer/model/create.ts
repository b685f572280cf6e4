import {
  type CanvasStyleData,
  createComponent as fromCatalogue,
  getWidget,
  legibleOn,
  type ScreenComponent,
} from '@site/shared-schema';
import { type SampleTexts, withSamples } from './samples';

/**
 * A new component of a catalogue type with the defaults of its WidgetEntry and a new id, at left/top;
 * given the canvas it lands on, its colours are made legible there (a white title on a white page is not),
 * and given sample words, it says them rather than the catalogue's Chinese.
 */
export function createComponent(
  type: string,
  at: { left: number; top: number },
  canvas?: Pick<CanvasStyleData, 'background' | 'color'>,
  samples?: SampleTexts,
): ScreenComponent {
  const entry = getWidget(type);
  if (!entry) throw new Error(`unknown widget type: ${type}`);
  const created = fromCatalogue(entry.type as Parameters<typeof fromCatalogue>[0], {
    left: at.left,
    top: at.top,
  });
  const component = samples ? withSamples(created, samples) : created;
  if (!canvas) return component;
  return { ...component, style: legibleOn(component.style, canvas, entry.palette === 'shapes') };
}
