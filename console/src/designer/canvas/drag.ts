import { holdStyle } from './hold-style';

/**
 * Follows one pointer drag on the window until release: `move` gets the pointer's client position,
 * `end` runs once on release or cancel. Small moves under the threshold do not count as a drag.
 */
export function followPointer(
  start: PointerEvent | React.PointerEvent,
  move: (client: { x: number; y: number }) => void,
  end: (moved: boolean, last: { x: number; y: number }) => void,
  threshold = 2,
): void {
  const origin = { x: start.clientX, y: start.clientY };
  let moved = false;
  let last = origin;
  const onMove = (event: PointerEvent) => {
    if (!moved && Math.hypot(event.clientX - origin.x, event.clientY - origin.y) < threshold) return;
    moved = true;
    last = { x: event.clientX, y: event.clientY };
    move(last);
  };
  const onEnd = () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onEnd);
    window.removeEventListener('pointercancel', onEnd);
    end(moved, last);
  };
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onEnd);
  window.addEventListener('pointercancel', onEnd);
}

/**
 * Shows elements shifted by an offset while a drag lasts, without touching the document or React
 * (see holdStyle); `end` gives them back their own transform.
 */
export function shiftPreview(elements: readonly HTMLElement[]): {
  shift(dx: number, dy: number): void;
  end(): void;
} {
  const shifted = (base: string, dx: number, dy: number): Keyframe => ({
    transform: `translate(${dx}px, ${dy}px) ${base}`.trim(),
  });
  const held = elements.map((element) => {
    const base = element.style.transform;
    return { base, style: holdStyle(element, shifted(base, 0, 0)) };
  });
  return {
    shift(dx, dy) {
      for (const { base, style } of held) style.set(shifted(base, dx, dy));
    },
    end() {
      for (const { style } of held) style.release();
    },
  };
}
