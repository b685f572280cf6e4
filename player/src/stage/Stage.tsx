/** @jsxImportSource preact */
import type { Signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { computeStageTransform, type ScaleMode, type Size } from './scale';

/** Seed 001 §9: resize debounce. */
export const RESIZE_DEBOUNCE_MS = 300;

function viewportSize(): Size {
  return { width: window.innerWidth || 1920, height: window.innerHeight || 1080 };
}

interface Props {
  canvas: Size;
  mode: ScaleMode;
  /** Receives the stage scale (max of both axes) for canvases that draw at devicePixelRatio × scale. */
  scale: Signal<number>;
  /** Colour of the letterbox around the stage. */
  outside?: string;
  children: ComponentChildren;
}

/**
 * The stage is laid out at the document's canvas size and scaled to the display with a CSS transform
 * on one container: text is re-rasterised at the final size (sharp), nothing is drawn as a bitmap.
 * fit: letterboxed and centred; stretch: fills both axes; width: fills the width, scrolls vertically.
 */
export function Stage({ canvas, mode, scale, outside = '#000', children }: Props) {
  const [viewport, setViewport] = useState<Size>(viewportSize);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onResize = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setViewport(viewportSize()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer) clearTimeout(timer);
    };
  }, []);
  const t = computeStageTransform(mode, canvas, viewport);
  useEffect(() => {
    scale.value = Math.max(t.scaleX, t.scaleY);
  }, [t.scaleX, t.scaleY, scale]);
  return (
    <div
      class="pw-viewport"
      data-scale-mode={mode}
      style={{
        position: 'fixed',
        inset: '0',
        overflowX: 'hidden',
        overflowY: t.scrollY ? 'auto' : 'hidden',
        background: outside,
      }}
    >
      <div
        class="pw-stage-outer"
        style={{
          position: 'relative',
          left: `${t.offsetX}px`,
          top: `${t.offsetY}px`,
          width: `${t.outerWidth}px`,
          height: `${t.outerHeight}px`,
          overflow: 'hidden',
        }}
      >
        <div
          class="pw-stage"
          style={{
            position: 'absolute',
            left: '0',
            top: '0',
            width: `${canvas.width}px`,
            height: `${canvas.height}px`,
            transformOrigin: '0 0',
            transform: `scale(${t.scaleX}, ${t.scaleY})`,
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
