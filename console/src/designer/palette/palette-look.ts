import { type CanvasStyleData, groundOf, legibleOn, type WidgetEntry } from '@site/shared-schema';

/**
 * How a palette item looks: the colours its widget will have when dropped on this canvas (issue 15 §1),
 * so what the palette shows is what lands.
 */
export function paletteLook(
  entry: Pick<WidgetEntry, 'defaultStyle' | 'palette'>,
  canvas: Pick<CanvasStyleData, 'background' | 'color'>,
): { background: string; color: string } {
  const style = legibleOn(entry.defaultStyle, canvas, entry.palette === 'shapes');
  return { background: groundOf(style, canvas), color: String(style.color || canvas.color) };
}
