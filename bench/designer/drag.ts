import type { Browser } from '@playwright/test';
import {
  createComponent,
  createScreenDocument,
  type ScreenDocument,
  WIDGET_TYPES,
} from '@site/shared-schema';

/**
 * A canvas of `count` components cycling through every palette type but the map (Chromium allows 16
 * WebGL contexts per page) and the group, in a grid of small cells.
 */
export function crowdedScreen(count: number): ScreenDocument {
  const document = createScreenDocument({ screenName: `基准：${count} 个组件`, background: '#0b1a33' });
  const types = WIDGET_TYPES.filter((type) => type !== 'Group' && type !== 'VMap');
  const columns = 25;
  const width = 1920 / columns;
  const height = 1080 / Math.ceil(count / columns);
  document.componentData = Array.from({ length: count }, (_, index) => {
    const component = createComponent(types[index % types.length], { left: 0, top: 0 });
    component.style = {
      ...component.style,
      left: (index % columns) * width,
      top: Math.floor(index / columns) * height,
      width: width - 2,
      height: height - 2,
    };
    return component;
  });
  return document;
}

/**
 * Frame times of a mouse drag of one component on the designer canvas: each step dispatches one
 * pointermove and waits for the frame that shows it (layout read in the animation frame, then the
 * task after it), with the frame-rate limit off so a frame lasts as long as its work.
 */
export async function dragFrameTimes(
  browser: Browser,
  base: string,
  screenPath: string,
  count: number,
  steps: number,
): Promise<number[]> {
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
      shape.dispatchEvent(pointer('pointerdown', at.x, at.y));
      const times: number[] = [];
      for (let step = 1; step <= total; step += 1) {
        const started = performance.now();
        window.dispatchEvent(pointer('pointermove', at.x + step * 2, at.y + step));
        await new Promise<void>((resolve) =>
          requestAnimationFrame(() => {
            shape.getBoundingClientRect();
            setTimeout(resolve, 0);
          }),
        );
        times.push(performance.now() - started);
      }
      window.dispatchEvent(pointer('pointerup', at.x + total * 2, at.y + total));
      const moved = shape.getBoundingClientRect();
      if (Math.abs(moved.left - start.left) < total) throw new Error('the drag did not move the component');
      return times;
    }, steps);
  } finally {
    await page.close();
  }
}
