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
