import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  API,
  createComponent,
  createScreenDocument,
  DISPLAY_API,
  type DisplayScreenChoice,
  type PageResult,
} from '@site/shared-schema';
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

/** What a display last reported over its socket that it plays. */
async function playingOn(page: Page, name: string): Promise<string | undefined> {
  const body = { projectId: PROJECT_ID, displayName: name };
  const answer = await callApi(page, DISPLAY_API.page, body, await storedToken(page));
  return (answer.data as PageResult<{ playingName: string }>).records[0]?.playingName;
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

  // Their sockets have reported the screen they play, so they hear their topics: identify flashes the
  // name on that display only.
  await expect.poll(() => playingOn(page, west)).toBe(demo.screenName);
  await expect.poll(() => playingOn(page, east)).toBe(demo.screenName);
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

test('a playlist made in the console plays on a display in turn, the next screen drawn before its turn', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 100_000;
  const [playlistName, displayName] = [`大门轮播${stamp}`, `轮播屏${stamp}`];
  await login(page, 'admin', '/electronic-display/playlist');
  const token = await storedToken(page);
  const document = createScreenDocument({ screenName: `轮播第二屏${stamp}` });
  document.componentData = [{ ...createComponent('VText', { left: 100, top: 100 }), propValue: '第二屏' }];
  const added = await callApi(page, API.customScreenAdd, { projectId: PROJECT_ID, document }, token);
  const { screenId: secondId, screenName: secondName } = added.data as {
    screenId: string;
    screenName: string;
  };
  expect((await callApi(page, API.customScreenPublish, { screenId: secondId }, token)).code).toBe(200);
  const choices = await callApi(page, DISPLAY_API.screenChoices, { projectId: PROJECT_ID }, token);
  const demo = (choices.data as DisplayScreenChoice[]).find((choice) => choice.screenId === DEMO_SCREEN)!;

  // Two screens of five seconds each, the second moved first and back again.
  await page.getByTestId('resource-page-playlist').getByTestId('resource-add').click();
  await form(page).getByTestId('form-playlistName').locator('input').fill(playlistName);
  const editor = form(page).getByTestId('playlist-editor');
  for (const [index, name] of [demo.screenName, secondName].entries()) {
    await editor.getByTestId('playlist-add').click();
    await page.getByTestId(`playlist-screen-${index}`).click();
    await page
      .locator('.arco-select-popup:visible .arco-select-option')
      .getByText(name, { exact: true })
      .click();
    await expect(page.locator('.arco-select-popup:visible')).toHaveCount(0);
    await page.getByTestId(`playlist-seconds-${index}`).fill('5');
  }
  await page.getByTestId('playlist-down-0').click();
  await page.getByTestId('playlist-up-1').click();
  await page.getByTestId('resource-submit').click();
  const row = page
    .getByTestId('resource-page-playlist')
    .getByTestId('resource-table')
    .locator('tbody .arco-table-tr')
    .filter({ hasText: playlistName });
  await expect(row).toContainText(`${demo.screenName} → ${secondName}`);
  await expect(row).toContainText('10');

  const { wall, code } = await switchOnDisplay(browser);
  await page.goto(PAGE_PATH);
  await list(page).getByTestId('resource-add').click();
  await form(page).getByTestId('form-pairCode').locator('input').fill(code);
  await form(page).getByTestId('form-displayName').locator('input').fill(displayName);
  await choose(page, form(page).getByTestId('form-playlistId'), playlistName);
  await choose(page, form(page).getByTestId('form-scaleMode'), '等比适应');
  await page.getByTestId('resource-submit').click();
  await expect(rowOf(page, displayName)).toContainText(playlistName);

  const shown = wall.locator('.pw-playlist-slot[data-shown="true"]');
  const behind = wall.locator('.pw-playlist-slot[data-shown="false"]');
  await expect(shown).toHaveAttribute('data-screen', DEMO_SCREEN);
  // The next screen has drawn behind the first before its turn comes.
  await expect(behind).toHaveAttribute('data-screen', secondId);
  await expect(behind.getByText('第二屏')).toBeAttached();
  await expect(shown).toHaveAttribute('data-screen', secondId, { timeout: 15_000 });
  await expect(shown.getByText('第二屏')).toBeVisible();
  await expect(shown).toHaveAttribute('data-screen', DEMO_SCREEN, { timeout: 15_000 });
  await wall.context().close();
});

test('a display plays its screen once published, and a new publish of it without reloading the page', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 100_000;
  await login(page, 'admin', PAGE_PATH);
  const token = await storedToken(page);
  const withText = (text: string) => {
    const document = createScreenDocument({ screenName: `待发布${stamp}` });
    document.componentData = [{ ...createComponent('VText', { left: 100, top: 100 }), propValue: text }];
    return document;
  };
  const added = await callApi(
    page,
    API.customScreenAdd,
    { projectId: PROJECT_ID, document: withText('初版') },
    token,
  );
  const { screenId } = added.data as { screenId: string };

  const { wall, code } = await switchOnDisplay(browser);
  // The wall's socket opens only once the second publish is sent (a slow link, a busy box): what the
  // console said before the display listened must not wait for its next slow hello (a minute).
  let openSocket = () => {};
  const socketHeld = new Promise<void>((resolve) => {
    openSocket = resolve;
  });
  await wall.route('**/realtime/info**', async (route) => {
    await socketHeld;
    await route.continue();
  });
  const registered = await callApi(
    page,
    DISPLAY_API.add,
    { projectId: PROJECT_ID, pairCode: code, displayName: `待发布屏${stamp}`, screenId, scaleMode: 'fit' },
    token,
  );
  expect(registered.code).toBe(200);
  await expect(wall.getByText('大屏不存在或未发布')).toBeVisible();

  // Published: the display, which has no socket yet, sees it by its next hello (every 5 s while waiting).
  expect((await callApi(page, API.customScreenPublish, { screenId }, token)).code).toBe(200);
  await expect(wall.getByText('初版')).toBeVisible({ timeout: 15_000 });

  // Published again before its socket is open: once it listens, it asks and swaps to the new version in
  // the same page.
  await wall.evaluate(() => {
    (window as Window & { reloadMark?: boolean }).reloadMark = true;
  });
  const saved = await callApi(page, API.customScreenUpdate, { screenId, document: withText('新版') }, token);
  expect(saved.code).toBe(200);
  expect((await callApi(page, API.customScreenPublish, { screenId }, token)).code).toBe(200);
  openSocket();
  await expect(wall.getByText('新版')).toBeVisible();
  // Listening now: the next publish is told over the socket, long before the next hello.
  const third = await callApi(page, API.customScreenUpdate, { screenId, document: withText('三版') }, token);
  expect(third.code).toBe(200);
  expect((await callApi(page, API.customScreenPublish, { screenId }, token)).code).toBe(200);
  await expect(wall.getByText('三版')).toBeVisible();
  expect(await wall.evaluate(() => (window as Window & { reloadMark?: boolean }).reloadMark)).toBe(true);
  await wall.context().close();
});
