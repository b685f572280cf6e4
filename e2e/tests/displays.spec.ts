import { type Browser, expect, type Page, test } from '@playwright/test';
import { DISPLAY_API, type DisplayScreenChoice, type PageResult } from '@site/shared-schema';
import { choose } from './support/select';
import { callApi, login, storedToken } from './support/session';

// Two TVs of 城南安置房一期工程 (project 1), each a browser of its own (its own storage, so its own token),
// and the console's display list (电子显示 › 显示终端).
const PROJECT_ID = '1';
const PAGE_PATH = '/electronic-display/display';
const DEMO_SCREEN = 'screen-demo';

const list = (page: Page) => page.getByTestId('resource-page-display');
const rowOf = (page: Page, name: string) =>
  list(page).getByTestId('resource-table').locator('tbody .arco-table-tr').filter({ hasText: name });
const form = (page: Page) => page.getByTestId('resource-form');

/** A TV switched on at the player's address alone: it shows the code it pairs with. */
async function switchOnDisplay(browser: Browser): Promise<{ wall: Page; code: string }> {
  const context = await browser.newContext({ viewport: { width: 960, height: 540 } });
  const wall = await context.newPage();
  await wall.goto('/player/');
  const code = wall.getByTestId('display-pair-code');
  await expect(code).toHaveText(/^[2-9A-Z]{6}$/);
  return { wall, code: (await code.textContent()) ?? '' };
}

async function displayIdOf(page: Page, name: string): Promise<string> {
  const answer = await callApi(
    page,
    DISPLAY_API.page,
    { projectId: PROJECT_ID, displayName: name },
    await storedToken(page),
  );
  const { records } = answer.data as PageResult<{ displayId: string; displayName: string }>;
  const found = records.find((record) => record.displayName === name);
  expect(found, name).toBeDefined();
  return found!.displayId;
}

test('pairs two displays, assigns them screens, identifies and reloads one remotely, and revokes it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 100_000;
  const [east, west] = [`东门大屏${stamp}`, `会议室电视${stamp}`];
  const first = await switchOnDisplay(browser);
  const second = await switchOnDisplay(browser);
  expect(first.code).not.toBe(second.code);

  await login(page, 'admin', PAGE_PATH);
  const choices = await callApi(
    page,
    DISPLAY_API.screenChoices,
    { projectId: PROJECT_ID },
    await storedToken(page),
  );
  const demo = (choices.data as DisplayScreenChoice[]).find((choice) => choice.screenId === DEMO_SCREEN)!;

  // A wrong code is refused beside its field, and nothing typed is lost.
  await list(page).getByTestId('resource-add').click();
  await form(page).getByTestId('form-pairCode').locator('input').fill('ZZZZZZ');
  await form(page).getByTestId('form-displayName').locator('input').fill(east);
  await choose(page, form(page).getByTestId('form-scaleMode'), '等比适应');
  await page.getByTestId('resource-submit').click();
  await expect(form(page).getByText('配对码无效或已过期')).toBeVisible();
  await expect(form(page).getByTestId('form-displayName').locator('input')).toHaveValue(east);

  // The first TV's code, in lower case as an operator may type it, with a screen: it plays that screen.
  await form(page).getByTestId('form-pairCode').locator('input').fill(first.code.toLowerCase());
  await choose(page, form(page).getByTestId('form-screenId'), demo.screenName);
  await page.getByTestId('resource-submit').click();
  await expect(rowOf(page, east)).toContainText(demo.screenName);
  await expect(first.wall.getByTestId('display-pair-code')).toBeHidden();
  await expect(first.wall.locator('.pw-component').first()).toBeVisible();

  // The second TV registered without a screen waits, named.
  await list(page).getByTestId('resource-add').click();
  await form(page).getByTestId('form-pairCode').locator('input').fill(second.code);
  await form(page).getByTestId('form-displayName').locator('input').fill(west);
  await choose(page, form(page).getByTestId('form-scaleMode'), '拉伸铺满');
  await page.getByTestId('resource-submit').click();
  await expect(second.wall.getByText(`已登记为「${west}」`)).toBeVisible();

  // Playing, the first reports itself: the list shows it online with its resolution.
  const eastId = await displayIdOf(page, east);
  const westId = await displayIdOf(page, west);
  await expect(page.getByTestId(`display-online-${eastId}`)).toContainText('在线', { timeout: 20_000 });
  await expect(rowOf(page, east)).toContainText('960×540');

  // Assigned a screen from the console, the second plays it too.
  await page.getByTestId(`resource-edit-${westId}`).click();
  await choose(page, form(page).getByTestId('form-screenId'), demo.screenName);
  await page.getByTestId('resource-submit').click();
  await expect(second.wall.locator('.pw-component').first()).toBeVisible();

  // Identify: the name flashes on that display only.
  await page.getByTestId(`display-identify-${westId}`).click();
  await expect(second.wall.getByTestId('display-identify')).toHaveText(west);
  await expect(first.wall.getByTestId('display-identify')).toHaveCount(0);

  // Reload: the page loads again (a mark left on the old one is gone) and plays the same screen.
  await first.wall.evaluate(() => {
    (window as Window & { reloadMark?: boolean }).reloadMark = true;
  });
  const reloaded = first.wall.waitForEvent('load');
  await page.getByTestId(`display-reload-${eastId}`).click();
  await reloaded;
  await expect(first.wall.locator('.pw-component').first()).toBeVisible();
  expect(
    await first.wall.evaluate(() => (window as Window & { reloadMark?: boolean }).reloadMark),
  ).toBeUndefined();

  // Revoked: it pairs anew with another code, and its old token opens nothing.
  const oldToken = await first.wall.evaluate(
    () => JSON.parse(localStorage.getItem('site-display') ?? '{}').token,
  );
  await page.getByTestId(`resource-delete-${eastId}`).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(first.wall.getByTestId('display-pair-code')).toHaveText(/^[2-9A-Z]{6}$/);
  await expect(first.wall.getByTestId('display-pair-code')).not.toHaveText(first.code);
  const refused = await first.wall.request.post('/front/siteProject/queryByProject', {
    data: { projectId: PROJECT_ID },
    headers: { 'X-Playback-Key': oldToken },
  });
  expect((await refused.json()).code).toBe(401);
  await expect(second.wall.locator('.pw-component').first()).toBeVisible();

  await first.wall.context().close();
  await second.wall.context().close();
});
