import { expect, test } from '@playwright/test';
import { TEXT_EDIT_HINT } from '@site/shared-schema';
import { wallProblems } from './support/wall-fit';

const WALLS = {
  showcase: '/player/?screen=screen-showcase&key=demo-wall-key-showcase-every-widget-0123456789',
  demo: '/player/?screen=screen-demo&key=demo-wall-key-chengnan-phase1-0123456789abcdef',
};
const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
];

for (const [wall, url] of Object.entries(WALLS)) {
  for (const viewport of SCREENS) {
    test(`the ${wall} wall at ${viewport.width}×${viewport.height} has no cut or overlapping text`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      // Every widget has its data (or says it has none): no loading state left.
      await expect(page.locator('.pw-component[data-type]').first()).toBeVisible();
      await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 20_000 });
      await page.screenshot({ path: test.info().outputPath(`${wall}-${viewport.width}.png`) });
      expect(await wallProblems(page)).toEqual([]);
      await expect(page.locator('body')).not.toContainText(TEXT_EDIT_HINT);
    });
  }
}
