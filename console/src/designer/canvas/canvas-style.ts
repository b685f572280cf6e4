import type { CanvasStyleData } from '@site/shared-schema';
import type { CSSProperties } from 'react';

/** A background that is an image address rather than a colour. */
const IMAGE = /^(https?:|\/|data:image\/)/i;

/** The page's background layer: a colour or an image stretched over the canvas; its opacity is the canvas's. */
export function backgroundLayer(canvas: CanvasStyleData): CSSProperties {
  const value = typeof canvas.background === 'string' ? canvas.background.trim() : '';
  const opacity = typeof canvas.opacity === 'number' ? canvas.opacity : 1;
  if (!value) return { opacity };
  if (IMAGE.test(value)) {
    return { opacity, backgroundImage: `url("${value.replace(/"/g, '%22')}")`, backgroundSize: '100% 100%' };
  }
  return { opacity, background: value };
}

/** Text colour and size the widgets inherit from the page. */
export function pageText(canvas: CanvasStyleData): CSSProperties {
  return {
    color: typeof canvas.color === 'string' && canvas.color ? canvas.color : undefined,
    fontSize: typeof canvas.fontSize === 'number' ? canvas.fontSize : undefined,
  };
}
