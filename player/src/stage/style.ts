import { type ComponentStyle, isLineHeightMultiple } from '@site/shared-schema';

/**
 * Maps a component's saved style to CSS. Numbers are px unless unit-less by nature; codes of the
 * common block (textAlign 0/1/2, verticalAlign 0/1/2) become CSS values; strings pass through, so a
 * document saved by the original product ('center', '4px') reads the same.
 */

export type Css = Record<string, string | number>;

export function px(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}px` : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
  }
  return undefined;
}

export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number.parseFloat(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

const H_ALIGN = ['left', 'center', 'right'] as const;
const V_ALIGN = ['flex-start', 'center', 'flex-end'] as const;

export function textAlign(value: unknown): 'left' | 'center' | 'right' | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' || /^\d$/.test(String(value))) return H_ALIGN[Number(value)] ?? undefined;
  const text = String(value);
  if (text === 'left' || text === 'center' || text === 'right') return text;
  if (text === 'start') return 'left';
  if (text === 'end') return 'right';
  return undefined;
}

/** `verticalAlign` as a flex `align-items` value. */
export function verticalAlign(value: unknown): 'flex-start' | 'center' | 'flex-end' | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' || /^\d$/.test(String(value))) return V_ALIGN[Number(value)] ?? undefined;
  const text = String(value);
  if (text === 'top') return 'flex-start';
  if (text === 'middle' || text === 'center') return 'center';
  if (text === 'bottom') return 'flex-end';
  return undefined;
}

function lineHeight(value: unknown): string | number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return isLineHeightMultiple(value) ? value : `${value}px`;
  return px(value);
}

/** The geometry of a component on the stage: absolute position, size, rotation, opacity. */
export function boxStyle(style: Partial<ComponentStyle>): Css {
  const css: Css = {
    position: 'absolute',
    left: `${num(style.left)}px`,
    top: `${num(style.top)}px`,
    width: `${Math.max(0, num(style.width))}px`,
    height: `${Math.max(0, num(style.height))}px`,
  };
  const rotate = num(style.rotate);
  if (rotate) css.transform = `rotate(${rotate}deg)`;
  const opacity = style.opacity;
  if (opacity !== undefined && opacity !== null && (opacity as unknown) !== '') css.opacity = num(opacity, 1);
  return css;
}

/** The visual style of a widget's content: fonts, colours, frame, alignment. */
export function contentStyle(style: Partial<ComponentStyle>): Css {
  const css: Css = {};
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') css[key] = value;
  };
  set('fontSize', px(style.fontSize));
  if (style.fontWeight !== undefined && style.fontWeight !== '')
    css.fontWeight = style.fontWeight as string | number;
  set('lineHeight', lineHeight(style.lineHeight));
  set('letterSpacing', px(style.letterSpacing));
  set('textAlign', textAlign(style.textAlign));
  set('color', typeof style.color === 'string' ? style.color : undefined);
  set('background', typeof style.background === 'string' ? style.background : undefined);
  set('borderRadius', px(style.borderRadius));
  const borderWidth = px(style.borderWidth);
  if (borderWidth && num(style.borderWidth) > 0) {
    css.borderWidth = borderWidth;
    css.borderStyle =
      typeof style.borderStyle === 'string' && style.borderStyle ? style.borderStyle : 'solid';
    css.borderColor =
      typeof style.borderColor === 'string' && style.borderColor ? style.borderColor : 'currentColor';
  }
  return css;
}

/** Flex layout that honours the vertical and horizontal alignment codes of the common block. */
export function alignedBox(style: Partial<ComponentStyle>): Css {
  const h = textAlign(style.textAlign);
  return {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: verticalAlign(style.verticalAlign) ?? 'flex-start',
    alignItems: h === 'center' ? 'center' : h === 'right' ? 'flex-end' : 'stretch',
  };
}

/** Where a relative address is resolved to learn its scheme: the page's own (http or https). */
const RELATIVE_BASE = 'http://relative.invalid/';

/** Only http(s), data: images, same-origin paths: no `javascript:` or other schemes from a document. */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  // The scheme as the browser will read it: its parser drops tabs and line breaks anywhere and control
  // characters in front, so 'java\tscript:' and '\u0001javascript:' are javascript: addresses.
  let protocol: string;
  try {
    protocol = new URL(text, RELATIVE_BASE).protocol;
  } catch {
    return undefined;
  }
  if (protocol === 'http:' || protocol === 'https:' || protocol === 'blob:') return text;
  if (protocol === 'data:' && /^data:(image|video)\//i.test(text)) return text;
  return undefined;
}
