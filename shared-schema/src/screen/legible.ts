import type { CanvasStyleData, ComponentStyle } from './types';

/**
 * A new component's colours made legible on the canvas it is dropped on (issue 15 §1): defaults are
 * written for a dark wall, so on a light canvas white text would vanish, and inherited text could meet a
 * widget's own light background. Colours the rule cannot read (named colours, gradients) are left alone.
 */

type Rgba = readonly [number, number, number, number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()` and `transparent`; else undefined. */
export function parseColour(value: unknown): Rgba | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.toLowerCase() === 'transparent') return [0, 0, 0, 0];
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((d) => d + d) : (hex.match(/../g) ?? []);
    const [r, g, b, a = 255] = digits.map((pair) => Number.parseInt(pair, 16));
    return [r, g, b, a / 255];
  }
  const rgb = RGB.exec(text);
  if (!rgb) return undefined;
  const alpha =
    rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number.parseFloat(rgb[4]) / 100 : Number(rgb[4]);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
}

/** WCAG relative luminance of an opaque colour. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgba, b: Rgba): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** Black or white, whichever reads better on `ground`. */
export function inkFor(ground: Rgba): '#000000' | '#ffffff' {
  return contrast(ground, [0, 0, 0, 1]) >= contrast(ground, [255, 255, 255, 1]) ? '#000000' : '#ffffff';
}

/** Large text on a wall needs 3:1 (WCAG AA for large text); a shape needs to be told from its ground. */
const TEXT_CONTRAST = 3;
const SHAPE_CONTRAST = 1.5;
const opaque = (colour: Rgba | undefined): colour is Rgba => colour !== undefined && colour[3] >= 0.5;

/** What a widget's text stands on: its own opaque background, else the canvas. */
export function groundOf(
  style: Partial<ComponentStyle>,
  canvas: Pick<CanvasStyleData, 'background'>,
): string {
  return opaque(parseColour(style.background)) ? String(style.background) : canvas.background;
}

/**
 * `style` with its text colour (and, for a shape drawn in its background colour, that colour) changed to
 * black or white where it would not read on its ground.
 */
export function legibleOn<S extends Partial<ComponentStyle>>(
  style: S,
  canvas: Pick<CanvasStyleData, 'background' | 'color'>,
  shape = false,
): S {
  const canvasGround = parseColour(canvas.background);
  if (!opaque(canvasGround)) return style;
  const result = { ...style };
  const own = parseColour(style.background);
  if (shape && opaque(own) && contrast(own, canvasGround) < SHAPE_CONTRAST) {
    result.background = inkFor(canvasGround);
  }
  const ground = parseColour(groundOf(result, canvas));
  const ink = parseColour(style.color || canvas.color);
  if (ground && ink && contrast(ink, ground) < TEXT_CONTRAST) result.color = inkFor(ground);
  return result;
}
