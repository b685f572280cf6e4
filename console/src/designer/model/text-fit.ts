import { getWidget, isLineHeightMultiple, type ScreenComponent } from '@site/shared-schema';
import { numberOf } from './geometry';

/** The line height the original designer assumed for a text without one: 1.5 times its font size. */
const DEFAULT_LINE_HEIGHT = 1.5;

/** A text the user cannot resize (a text, the project's name): its height follows its lines. */
function fitsItsText(component: ScreenComponent): boolean {
  const entry = getWidget(component.component);
  return !!entry && entry.resizable === false && entry.palette !== 'shapes' && entry.propKind === 'text';
}

/** A positive style number ('14px' counts), else undefined. */
const positive = (value: unknown): number | undefined => {
  const parsed = numberOf(value);
  return parsed !== undefined && parsed > 0 ? parsed : undefined;
};

/** One line's height in px, read as the wall reads it. */
function linePx(style: ScreenComponent['style']): number {
  const fontSize = positive(style.fontSize) ?? 14;
  const lineHeight = positive(style.lineHeight);
  if (lineHeight === undefined) return DEFAULT_LINE_HEIGHT * fontSize;
  return isLineHeightMultiple(style.lineHeight) ? lineHeight * fontSize : lineHeight;
}

/**
 * The component after an edit, its height fitted to its lines when its text, font size or line height
 * changed: a text cannot be resized, and at its first 28 px a larger font or a second line was cut off.
 * It never gets lower than its type's own height.
 */
export function withTextFitted(before: ScreenComponent, after: ScreenComponent): ScreenComponent {
  if (after === before || !fitsItsText(after) || typeof after.propValue !== 'string') return after;
  const { style } = after;
  const changed =
    after.propValue !== before.propValue ||
    style.fontSize !== before.style.fontSize ||
    style.lineHeight !== before.style.lineHeight;
  if (!changed) return after;
  const lines = after.propValue.split('\n').length;
  const height = Math.max(getWidget(after.component)?.size.height ?? 0, Math.ceil(lines * linePx(style)));
  return height === style.height ? after : { ...after, style: { ...style, height } };
}
