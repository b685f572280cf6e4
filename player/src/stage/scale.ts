/** How the stage (laid out at the document's canvas size) fills the display. */
export type ScaleMode = 'fit' | 'stretch' | 'width';

export interface Size {
  width: number;
  height: number;
}

export interface StageTransform {
  scaleX: number;
  scaleY: number;
  /** Offset of the scaled stage inside the viewport (letterbox), in CSS pixels. */
  offsetX: number;
  offsetY: number;
  /** Size the scaled stage occupies; in `width` mode the height may exceed the viewport (scrolls). */
  outerWidth: number;
  outerHeight: number;
  /** Whether the viewport needs a vertical scroll bar. */
  scrollY: boolean;
}

export const DEFAULT_CANVAS: Size = { width: 1920, height: 1080 };

function valid(size: Size, fallback: Size): Size {
  const width = Number.isFinite(size.width) && size.width > 0 ? size.width : fallback.width;
  const height = Number.isFinite(size.height) && size.height > 0 ? size.height : fallback.height;
  return { width, height };
}

/**
 * - fit: uniform scale, the whole canvas visible, letterboxed and centred;
 * - stretch: each axis scaled to fill the viewport (aspect ratio not kept);
 * - width: uniform scale to the viewport width, top aligned, vertical scroll when taller
 *   (centred vertically when shorter).
 */
export function computeStageTransform(mode: ScaleMode, canvasSize: Size, viewportSize: Size): StageTransform {
  const canvas = valid(canvasSize, DEFAULT_CANVAS);
  const viewport = valid(viewportSize, canvas);
  const sx = viewport.width / canvas.width;
  const sy = viewport.height / canvas.height;
  if (mode === 'stretch') {
    return {
      scaleX: sx,
      scaleY: sy,
      offsetX: 0,
      offsetY: 0,
      outerWidth: viewport.width,
      outerHeight: viewport.height,
      scrollY: false,
    };
  }
  if (mode === 'width') {
    const outerHeight = canvas.height * sx;
    const overflow = outerHeight > viewport.height + 0.5;
    return {
      scaleX: sx,
      scaleY: sx,
      offsetX: 0,
      offsetY: overflow ? 0 : (viewport.height - outerHeight) / 2,
      outerWidth: viewport.width,
      outerHeight,
      scrollY: overflow,
    };
  }
  const scale = Math.min(sx, sy);
  const outerWidth = canvas.width * scale;
  const outerHeight = canvas.height * scale;
  return {
    scaleX: scale,
    scaleY: scale,
    offsetX: (viewport.width - outerWidth) / 2,
    offsetY: (viewport.height - outerHeight) / 2,
    outerWidth,
    outerHeight,
    scrollY: false,
  };
}

/**
 * Pixel ratio for canvases drawn inside the scaled stage: device pixels per stage pixel, so a chart
 * stays crisp when the stage is scaled up (a 1920 canvas on a 6656 wall) and cheap when scaled down.
 */
export function canvasPixelRatio(
  devicePixelRatio: number,
  transform: Pick<StageTransform, 'scaleX' | 'scaleY'>,
): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const ratio = dpr * Math.max(transform.scaleX, transform.scaleY);
  // Clamp: very small ratios blur text, very large ones exhaust GPU memory on walls.
  return Math.min(8, Math.max(0.5, Math.round(ratio * 100) / 100));
}
