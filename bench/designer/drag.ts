import type { Browser } from '@playwright/test';

/** Frames of a page: the main thread's time for each, and the intervals between frames. */
export interface Frames {
  /** From a frame's start to the end of its rendering work on the main thread, pointer move included. */
  work: number[];
  /** From a frame's start to the next one's: one display frame (16.7 ms at 60 Hz) unless one ran late. */
  intervals: number[];
}

/** The same page's frames while nothing is dragged, then while one rectangle is. */
export interface DragFrames {
  still: Frames;
  drag: Frames;
}

/**
 * A mouse drag of one rectangle on the designer canvas: one pointermove at the start of each animation
 * frame, as the browser delivers them. A message posted then is handled after the frame's style,
 * layout, paint and commit, which bounds the frame's work on the main thread.
 */
export async function dragFrames(
  browser: Browser,
  base: string,
  screenPath: string,
  count: number,
  steps: number,
): Promise<DragFrames> {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript('window.__name = (fn) => fn');
  try {
    await page.goto(`${base}/login?redirect=${encodeURIComponent(screenPath)}`);
    await page.getByTestId('login-name').fill('admin');
    await page.getByTestId('login-password').fill('admin123');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(
      (expected) => document.querySelectorAll('.designer-shape .pw-component').length === expected,
      count,
      { timeout: 180_000, polling: 250 },
    );
    await page.waitForLoadState('networkidle');
    return await page.evaluate(async (total) => {
      const shape = document.querySelector<HTMLElement>('.designer-shape[data-type="RectShape"]');
      if (!shape) throw new Error('no rectangle on the canvas');
      const start = shape.getBoundingClientRect();
      const at = { x: start.left + start.width / 2, y: start.top + start.height / 2 };
      const pointer = (type: string, x: number, y: number) =>
        new PointerEvent(type, {
          bubbles: true,
          clientX: x,
          clientY: y,
          button: 0,
          buttons: 1,
          isPrimary: true,
        });
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      // A person drags once the canvas has loaded: wait until charts have drawn and animations ended
      // (a second of smooth frames), 30 s at most.
      for (let smooth = 0, last = await nextFrame(), until = last + 30_000; smooth < 60 && last < until; ) {
        const now = await nextFrame();
        smooth = now - last <= 17.5 ? smooth + 1 : 0;
        last = now;
      }
      const channel = new MessageChannel();
      const frame = (step: number | null) =>
        new Promise<{ start: number; work: number }>((resolve) =>
          requestAnimationFrame((frameStart) => {
            if (step !== null) window.dispatchEvent(pointer('pointermove', at.x + step * 2, at.y + step));
            channel.port1.onmessage = () =>
              resolve({ start: frameStart, work: performance.now() - frameStart });
            channel.port2.postMessage(null);
          }),
        );
      const frames = async (dragging: boolean) => {
        const work: number[] = [];
        const intervals: number[] = [];
        let last = await nextFrame();
        for (let step = 1; step <= total; step += 1) {
          const done = await frame(dragging ? step : null);
          work.push(done.work);
          intervals.push(done.start - last);
          last = done.start;
        }
        return { work, intervals };
      };
      const still = await frames(false);
      shape.dispatchEvent(pointer('pointerdown', at.x, at.y));
      const drag = await frames(true);
      window.dispatchEvent(pointer('pointerup', at.x + total * 2, at.y + total));
      await nextFrame();
      const moved = shape.getBoundingClientRect();
      if (Math.abs(moved.left - start.left) < total) throw new Error('the drag did not move the component');
      return { still, drag };
    }, steps);
  } finally {
    await page.close();
  }
}
