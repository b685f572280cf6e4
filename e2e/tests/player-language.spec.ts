import { expect, type Page, test } from '@playwright/test';
import { zhTexts } from '../../player/src/i18n/zh';
import { login } from './support/session';

// Seeded by the server's demo data (server/src/seed/demo.ts), as in player.spec.ts.
const SHOWCASE = { id: 'screen-showcase', key: 'demo-wall-key-showcase-every-widget-0123456789' };
const wallUrl = (lang?: string) =>
  `/player/?screen=${SHOWCASE.id}&key=${SHOWCASE.key}${lang ? `&lang=${lang}` : ''}`;

/** Widgets whose words are their author's (the document's text, button, notice, table): data. */
const AUTHORED = ['VText', 'VButton', 'Notice', 'VTable'];
/** The rows of server records (a work type may well be called 项目经理): data cells. */
const DATA_ROWS = '.pw-count-row, .pw-area-row, .pw-entry-exit-row, .pw-vehicle-row';

/** The player's own Chinese texts as patterns; a {param} on a wall is a figure, not words. */
const OWN_TEXTS = Object.values(zhTexts).map((text) => {
  const literal = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replace(/\{\w+\}/g, '[^\\u4e00-\\u9fff]*')}$`);
});

const byType = (page: Page, type: string) => page.locator(`.pw-component[data-type="${type}"]`);

/** The visible texts with Chinese characters on the wall's widgets, authored widgets and data rows aside. */
function chineseTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    ([authored, rows]) => {
      const found: string[] = [];
      for (const box of Array.from(document.querySelectorAll<HTMLElement>('.pw-component'))) {
        if (authored.includes(box.dataset.type ?? '')) continue;
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const parent = node.parentElement;
          if (!/[\u4e00-\u9fff]/.test(text) || !parent || parent.closest(rows)) continue;
          if (parent.getClientRects().length > 0) found.push(text);
        }
      }
      return found;
    },
    [AUTHORED, DATA_ROWS] as const,
  );
}

/** The player's own words among them. */
const ownTexts = async (page: Page) =>
  (await chineseTexts(page)).filter((text) => OWN_TEXTS.some((pattern) => pattern.test(text)));

test('the showcase wall with lang=en shows its titles, headers and states in English', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(wallUrl('en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(byType(page, 'PersonCount')).toContainText('People on site');
  await expect(byType(page, 'PersonCount')).toContainText('Managers');
  await expect(byType(page, 'AreaAttendance')).toContainText('Attendance by area');
  await expect(byType(page, 'EntryExitRecord')).toContainText('Latest entries and exits');
  await expect(byType(page, 'ElectricalStatistics')).toContainText('Today');
  // Every widget has answered: no box is still loading.
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 20_000 });

  // What Chinese is left is data (names, teams, plates, places from the server), none of the player's words.
  expect(await ownTexts(page)).toEqual([]);
  // In the rows, in or out is the player's word too.
  await expect(byType(page, 'EntryExitRecord')).not.toContainText(/进场|出场/);
  await expect(byType(page, 'VehicleRecord')).not.toContainText(/进场|出场/);
});

test('a wall without lang still speaks Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(wallUrl());
  await expect(byType(page, 'PersonCount')).toContainText('在场人数');
  await expect(byType(page, 'PersonCount')).toContainText('管理人员');
  await expect(byType(page, 'EntryExitRecord')).toContainText('最新进出记录');
  await expect(byType(page, 'AreaAttendance')).toContainText('区域出勤实况');
  await expect(byType(page, 'ElectricalStatistics')).toContainText('今日');
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 20_000 });
  // The same check finds the player's words on this Chinese wall: it would find them left in English.
  expect(await ownTexts(page)).toEqual(expect.arrayContaining(['在场人数', '管理人员', '区域']));
});

test("the data screen's widgets speak the console user's language", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await login(page, 'manager', '/screen/overview');
  const personCount = page.getByTestId('data-screen-widget-PersonCount');
  await expect(personCount).toContainText('People on site');
  await expect(personCount).toContainText('Workers');
  await expect(page.getByTestId('data-screen-widget-Lift')).not.toContainText('暂无升降机设备');
});
