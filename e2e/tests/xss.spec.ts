import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import {
  API,
  BLACKLIST_API,
  type CreatedPlaybackKey,
  type CustomScreenDetail,
  createComponent,
  createScreenDocument,
  DASHBOARD_API,
  type PageResult,
  PERSON_API,
  PERSON_RESOURCE,
  PERSONNEL_API,
  type ProjectCompanyItem,
  SCREEN_NAME_MAX,
  type ScreenComponent,
  type ScreenConfig,
  TEMPORARY_API,
  type UserInfo,
  type WidgetType,
} from '@site/shared-schema';
import { apiLogin, login } from './support/session';
import {
  expectNoXss,
  fitting,
  watchXss,
  XSS_CORPUS,
  type XssPayload,
  type XssWatch,
} from './support/xss-corpus';

// The corpus through every free text a user writes and the console or the player shows: people,
// blacklist entries and visitors, the admin's own name, custom screens (names, playback key names,
// widget texts, notices, table cells, chart texts, labels, click events) and the data screen's name
// and remark. Help documents and agreement notices have no write call (only the seed writes them).
//
// Each test runs twice. As served, the Content-Security-Policy refuses inline script, so a payload that
// reaches an HTML sink shows as a refusal; without it (the bundles may be served by any web server) the
// payload itself would run and call the marker.

const PROJECT_ID = '1';
/** The ID numbers made here begin with it: one search finds them all. */
const ID_MARK = '919191';
const byId = (id: number) => XSS_CORPUS.find((payload) => payload.id === id)!;
/** The wall's name breaks out of a <title>: the player puts it in the page title. */
const WALL_NAME = byId(22);
/** The admin's name, shown by the navbar on every console page. */
const USER_NAME = byId(2);
const DESIGNER = (screenId: string) => `/electronic-display/custom-screen/designer/${screenId}`;

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
const newIdcard = () => `${ID_MARK}${digits(12)}`;
const newMobile = () => `139${digits(8)}`;
/** A person's or visitor's name: the payloads that fit one. */
const NAMES = fitting(PERSON_RESOURCE.fields.find((field) => field.key === 'personName')!.maxLength!);
/** The playback keys of the wall are named by the payloads that fit a key name (50, as the server holds). */
const KEY_NAMES = fitting(50);

interface WallRow {
  payload: XssPayload;
  text: string;
  notice: string;
  button: string;
}

/** What the suite made, to find it on the pages and to remove it afterwards. */
interface Made {
  people: { personId: string; payload: XssPayload }[];
  blacklistIds: string[];
  visitors: { temporaryId: string; payload: XssPayload }[];
  screenIds: string[];
  wall?: { screenId: string; key: string; rows: WallRow[]; table: string; chart: string; pictures: string[] };
  /** What to put back. */
  before?: { user: UserInfo; config: ScreenConfig | null };
}

type Call = <T>(path: string, body: unknown) => Promise<T>;

function adminCalls(request: APIRequestContext, token: string): Call {
  return async <T>(path: string, body: unknown) => {
    const answer = await (await request.post(path, { data: body, headers: { Authorization: token } })).json();
    expect(answer.code, `${path}: ${answer.message}`).toBe(200);
    return answer.data as T;
  };
}

function place<T extends WidgetType>(
  type: T,
  label: string,
  box: { left: number; top: number; width: number; height: number },
): ScreenComponent<T> {
  const component = createComponent(type, box);
  component.label = label;
  component.style = { ...component.style, ...box, fontSize: 12, color: '#ffffff' };
  return component;
}

/**
 * A screen holding every payload: a row of text, notice and button per payload (the button's click
 * shows the payload and, for address-like ones, would open it), pictures at the addresses, a table of all
 * payloads and a chart whose categories, series and title are payloads. Every label is a payload too.
 */
function wallComponents() {
  const components: ScreenComponent[] = [];
  const rows = XSS_CORPUS.map((payload, index): WallRow => {
    const top = 8 + index * 34;
    const text = place('VText', payload.text, { left: 8, top, width: 420, height: 32 });
    text.propValue = payload.text;
    const notice = place('Notice', payload.text, { left: 872, top, width: 420, height: 32 });
    notice.propValue = payload.text;
    const button = place('VButton', payload.text, { left: 440, top, width: 420, height: 32 });
    button.propValue = payload.text;
    button.events = { alert: payload.text, ...(payload.link ? { redirect: payload.text } : {}) };
    components.push(text, notice, button);
    return { payload, text: text.id, notice: notice.id, button: button.id };
  });
  const pictures = XSS_CORPUS.filter((payload) => payload.link).map((payload, index) => {
    const picture = place('Picture', payload.text, {
      left: 1020 + index * 80,
      top: 840,
      width: 70,
      height: 70,
    });
    picture.propValue = { url: payload.text, flip: { horizontal: false, vertical: false } };
    return picture;
  });
  const table = place('VTable', byId(19).text, { left: 1340, top: 8, width: 570, height: 1060 });
  table.style.background = '';
  table.propValue = {
    data: [['#', byId(20).text], ...XSS_CORPUS.map((payload) => [String(payload.id), payload.text])],
    stripe: true,
    thBold: true,
  };
  const chart = place('VChart', byId(18).text, { left: 8, top: 840, width: 1000, height: 230 });
  chart.propValue = {
    chart: 'VChart',
    option: {
      title: { show: true, text: byId(16).text },
      tooltip: { show: true },
      legend: { show: true },
      xAxis: { show: true, data: XSS_CORPUS.map((payload) => payload.text) },
      yAxis: { show: true },
      series: { type: 'bar', name: byId(3).text, data: XSS_CORPUS.map((payload) => payload.id) },
    },
  };
  components.push(...pictures, table, chart);
  return {
    rows,
    table: table.id,
    chart: chart.id,
    pictures: pictures.map((picture) => picture.id),
    components,
  };
}

/** Makes everything, noting each piece in `made` as it goes: a failure halfway still leaves it removable. */
async function makeEverything(call: Call, made: Made): Promise<void> {
  made.before = {
    user: await call<UserInfo>(API.currentUser, {}),
    config: await call<ScreenConfig | null>(DASHBOARD_API.screenConfigQuery, { businessId: PROJECT_ID }),
  };
  await call(API.updateUser, {
    tenementUserId: made.before.user.tenementUserId,
    tenementUserName: USER_NAME.text,
    email: made.before.user.email,
  });

  const companies = await call<PageResult<ProjectCompanyItem>>(PERSONNEL_API.projectCompanies, {
    projectId: PROJECT_ID,
    pageSize: 999,
  });
  const companyId = companies.records[0].companyId;
  for (const payload of NAMES) {
    const { personId } = await call<{ personId: string }>(PERSON_API.add, {
      projectId: PROJECT_ID,
      personType: 'WORKER',
      personName: payload.text,
      idcardNumber: newIdcard(),
      idcardStartDate: '2020-01-01',
      idcardTermStatus: 1,
      phone: newMobile(),
      companyId,
      jobNumber: payload.text,
      address: payload.text,
      emergencyContact: payload.text,
      remark: payload.text,
    });
    made.people.push({ personId, payload });
  }
  for (const payload of XSS_CORPUS) {
    const { blacklistId } = await call<{ blacklistId: string }>(BLACKLIST_API.add, {
      projectId: PROJECT_ID,
      personName: NAMES.includes(payload) ? payload.text : `黑名单${payload.id}`,
      idcardNumber: newIdcard(),
      eventDescription: payload.text,
      eventTime: '2024-03-01 08:30:00',
      eventPlace: payload.text,
    });
    made.blacklistIds.push(blacklistId);
  }
  for (const payload of NAMES) {
    const { temporaryId } = await call<{ temporaryId: string }>(TEMPORARY_API.add, {
      projectId: PROJECT_ID,
      personName: payload.text,
      idcardNumber: newIdcard(),
      phone: newMobile(),
      visitorCompany: payload.text,
      visitReason: payload.text,
      visitStartTime: '2024-03-01 08:30:00',
      visitEndTime: '2024-03-01 17:30:00',
    });
    made.visitors.push({ temporaryId, payload });
  }

  const { components, ...wall } = wallComponents();
  const document = {
    ...createScreenDocument({ background: '#0b1d33', color: '#ffffff' }),
    componentData: components,
  };
  const { screenId } = await call<CustomScreenDetail>(API.customScreenAdd, {
    projectId: PROJECT_ID,
    screenName: WALL_NAME.text,
    document,
  });
  made.screenIds.push(screenId);
  await call(API.customScreenPublish, { screenId });
  const keys = [];
  for (const payload of KEY_NAMES) {
    keys.push(await call<CreatedPlaybackKey>(API.customScreenKeyAdd, { screenId, keyName: payload.text }));
  }
  made.wall = { screenId, key: keys[0].key, ...wall };
  for (const payload of XSS_CORPUS.filter((each) => each !== WALL_NAME)) {
    const named = await call<CustomScreenDetail>(API.customScreenAdd, {
      projectId: PROJECT_ID,
      screenName: payload.text,
    });
    made.screenIds.push(named.screenId);
  }
}

async function removeEverything(call: Call, made: Made): Promise<void> {
  if (made.people.length) {
    await call(PERSON_API.remove, {
      projectId: PROJECT_ID,
      personType: 'WORKER',
      personIdList: made.people.map((person) => person.personId),
    });
  }
  if (made.blacklistIds.length) {
    await call(BLACKLIST_API.remove, { projectId: PROJECT_ID, blacklistIdList: made.blacklistIds });
  }
  if (made.visitors.length) {
    await call(TEMPORARY_API.remove, {
      projectId: PROJECT_ID,
      temporaryIdList: made.visitors.map((visitor) => visitor.temporaryId),
    });
  }
  for (const screenId of made.screenIds) await call(API.customScreenDelete, { screenId });
  if (!made.before) return;
  const { user, config } = made.before;
  await call(API.updateUser, {
    tenementUserId: user.tenementUserId,
    tenementUserName: user.tenementUserName,
    email: user.email,
  });
  await call(DASHBOARD_API.screenConfigSave, {
    businessId: PROJECT_ID,
    screenName: config?.screenName ?? '',
    remark: config?.remark ?? '',
  });
}

const test = base.extend<{ xss: XssWatch }>({
  xss: async ({ page }, use) => use(await watchXss(page)),
});

const made: Made = { people: [], blacklistIds: [], visitors: [], screenIds: [] };

async function asAdmin(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  work: (call: Call) => Promise<void>,
): Promise<void> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    await work(adminCalls(request, await apiLogin(request, 'admin')));
  } finally {
    await request.dispose();
  }
}

test.beforeAll(({ playwright }, testInfo) =>
  asAdmin(playwright, testInfo.project.use.baseURL, (call) => makeEverything(call, made)),
);

test.afterAll(({ playwright }, testInfo) =>
  asAdmin(playwright, testInfo.project.use.baseURL, (call) => removeEverything(call, made)),
);

const rows = (page: Page) => page.getByTestId('resource-table').locator('tbody .arco-table-tr');
const modal = (page: Page) => page.locator('.arco-modal:visible');

/** Lists the rows whose ID number carries the mark, 40 to a page. */
async function searchMarked(page: Page, count: number): Promise<void> {
  await page.getByTestId('search-idcardNumber').locator('input').fill(ID_MARK);
  await page.getByTestId('resource-search').click();
  await showForty(page);
  await expect(rows(page)).toHaveCount(count);
}

async function showForty(page: Page): Promise<void> {
  await page.locator('.arco-pagination-option .arco-select-view').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '40' }).click();
}

/** Each text shows as written, not as markup: a payload that became markup would not read as itself. */
async function expectLiteral(area: Locator, texts: string[]): Promise<void> {
  for (const text of texts) await expect(area, text).toContainText(text);
}

/** The texts a plain-text renderer shows: tags dropped, so some payloads show nothing at all. */
const shownPlain = (payloads: readonly XssPayload[]) =>
  payloads.map((payload) => payload.plain).filter(Boolean);

async function closeModal(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: '取消' }).click();
  await expect(modal(page)).toHaveCount(0);
}

for (const mode of [
  { title: 'under the CSP', bypassCSP: false },
  { title: 'without the CSP', bypassCSP: true },
]) {
  test.describe(mode.title, () => {
    test.use({ bypassCSP: mode.bypassCSP });

    test('people, blacklist entries, visitors and the user name show as text in lists, forms, history and dialogs', async ({
      page,
      xss,
    }) => {
      test.slow();
      await login(page, 'admin', '/real-name/personnel-list');
      await expect(page.getByTestId('user-dropdown')).toContainText(USER_NAME.text);

      await searchMarked(page, made.people.length);
      const table = page.getByTestId('resource-table');
      await expectLiteral(
        table,
        made.people.map((person) => person.payload.text),
      );
      for (const { personId, payload } of made.people) {
        await page.getByTestId(`resource-edit-${personId}`).click();
        const dialog = page.getByTestId('resource-dialog');
        const form = dialog.getByTestId('resource-form');
        await expect(form.getByTestId('form-personName').locator('input')).toHaveValue(payload.text);
        await expect(form.getByTestId('form-remark').locator('textarea')).toHaveValue(payload.text);
        await dialog.getByRole('tab', { name: '操作记录' }).click();
        // The history of the addition lists the remark, address and contact as text.
        await expect(dialog.getByTestId('resource-history')).toContainText(`备注：${payload.text}`);
        await closeModal(page);
        await page.getByTestId(`resource-delete-${personId}`).click();
        await expect(modal(page)).toContainText(`「${payload.text}」`);
        await closeModal(page);
      }
      await expectNoXss(xss, page, 'personnel list');

      await page.goto('/real-name/black-list');
      await searchMarked(page, made.blacklistIds.length);
      await expectLiteral(
        page.getByTestId('resource-table'),
        XSS_CORPUS.map((payload) => payload.text),
      );
      await expectNoXss(xss, page, 'blacklist');

      await page.goto('/real-name/approve-staff');
      await searchMarked(page, made.visitors.length);
      await expectLiteral(
        page.getByTestId('resource-table'),
        made.visitors.map((visitor) => visitor.payload.text),
      );
      for (const { temporaryId, payload } of made.visitors) {
        await page.getByTestId(`approve-${temporaryId}`).click();
        const dialog = page.getByTestId('approve-dialog');
        await expect(modal(page)).toContainText(`访客审批：${payload.text}`);
        await expect(dialog).toContainText(payload.text);
        await closeModal(page);
      }
      await expectNoXss(xss, page, 'visitor approval');
    });

    test('custom screens show names, key names, labels and widget texts as text in the list and the designer', async ({
      page,
      xss,
    }) => {
      test.slow();
      const wall = made.wall!;
      await login(page, 'admin', '/electronic-display/custom-screen');
      await showForty(page);
      const list = page.getByTestId('custom-screen-page');
      await expectLiteral(
        list,
        XSS_CORPUS.map((payload) => payload.text),
      );
      const wallRow = list
        .locator('.arco-table-tr')
        .filter({ has: page.getByText(WALL_NAME.text, { exact: true }) });
      await wallRow.getByRole('button', { name: '播放密钥' }).click();
      await expect(modal(page)).toContainText(WALL_NAME.text);
      const keys = page.getByTestId('playback-keys');
      await expectLiteral(
        keys,
        KEY_NAMES.map((payload) => payload.text),
      );
      const nested = byId(13);
      await keys
        .locator('.arco-table-tr', { hasText: nested.text })
        .getByRole('button', { name: '撤销' })
        .click();
      await expect(page.locator('.arco-modal').filter({ hasText: '是否' }).last()).toContainText(nested.text);
      await page.locator('.arco-modal').last().getByRole('button', { name: '取消' }).click();
      await page.keyboard.press('Escape');
      await expectNoXss(xss, page, 'custom screen list');

      await page.goto(DESIGNER(wall.screenId));
      const designer = page.getByTestId('designer');
      await expect(designer.locator('.designer-shape')).toHaveCount(
        wall.rows.length * 3 + wall.pictures.length + 2,
      );
      await expect(page.getByTestId('designer-toolbar')).toContainText(WALL_NAME.text);
      await page.getByRole('tab', { name: '图层' }).click();
      await expectLiteral(
        page.getByTestId('designer-layers'),
        XSS_CORPUS.map((payload) => payload.text),
      );
      // The canvas mounts the player's widgets: texts show as the player reads them.
      for (const row of wall.rows) {
        if (!row.payload.plain) continue;
        await expect(designer.locator(`.pw-component[data-id="${row.text}"]`)).toContainText(
          row.payload.plain,
        );
      }
      await page.locator(`[data-layer-id="${wall.table}"]`).click();
      await expectLiteral(
        page.locator('.designer-table-grid'),
        XSS_CORPUS.map((payload) => payload.text),
      );
      await page.locator(`[data-layer-id="${wall.rows[0].text}"]`).click();
      await expect(page.locator('.designer-panel textarea').first()).toHaveValue(wall.rows[0].payload.text);
      await expectNoXss(xss, page, 'designer');

      // The preview plays the draft live: clicks show their message and open only safe addresses.
      await page.locator('.designer-panel-head').click();
      await page.keyboard.press('Control+p');
      const preview = page.getByTestId('designer-preview');
      await expect(preview.locator('.pw-component').first()).toBeVisible();
      for (const row of wall.rows.filter((each) => each.payload.link)) {
        await preview.locator(`.pw-component[data-id="${row.button}"]`).click();
        await expect(page.getByRole('status').filter({ hasText: row.payload.text }).first()).toBeVisible();
      }
      await settlePopups(page);
      await expectNoXss(xss, page, 'designer preview');
    });

    test('the wall plays every payload as text: texts, notices, table, chart tooltip, click messages and links', async ({
      page,
      xss,
    }) => {
      test.slow();
      const wall = made.wall!;
      await page.goto(`/player/?screen=${wall.screenId}&key=${wall.key}`);
      const box = (id: string) => page.locator(`.pw-component[data-id="${id}"]`);
      await expect(page.locator('.pw-component')).toHaveCount(
        wall.rows.length * 3 + wall.pictures.length + 2,
      );
      await expect(page).toHaveTitle(WALL_NAME.text);
      for (const row of wall.rows) {
        if (!row.payload.plain) continue;
        await expect(box(row.text)).toContainText(row.payload.plain);
        await expect(box(row.notice)).toContainText(row.payload.plain);
        await expect(box(row.button)).toContainText(row.payload.plain);
      }
      await expectLiteral(box(wall.table), shownPlain(XSS_CORPUS));
      // No address a payload holds is a picture's: each shows it has none.
      for (const picture of wall.pictures) {
        await expect(box(picture)).toContainText('未设置图片');
        await expect(box(picture).locator('img')).toHaveCount(0);
      }

      // The tooltip is the chart's HTML: hovering across the bars shows each category and the series.
      const chart = box(wall.chart);
      const area = (await chart.boundingBox())!;
      const shown = new Set<string>();
      const unseen = () =>
        [...XSS_CORPUS.map((payload) => payload.text), byId(3).text].filter(
          (text) => ![...shown].some((tooltip) => tooltip.includes(text)),
        );
      await expect
        .poll(
          async () => {
            for (let x = area.x + 4; x < area.x + area.width; x += 6) {
              await page.mouse.move(x, area.y + area.height * 0.6);
              shown.add((await chart.textContent()) ?? '');
            }
            return unseen();
          },
          { timeout: 30_000 },
        )
        .toEqual([]);
      await page.mouse.move(0, 0);
      await expectNoXss(xss, page, 'wall');

      for (const row of wall.rows) {
        await box(row.button).click();
        await expect(page.getByRole('status').filter({ hasText: row.payload.text }).first()).toBeVisible();
      }
      await settlePopups(page);
      await expectNoXss(xss, page, 'wall clicks');
    });

    test('the data screen shows each name and remark as text', async ({ page, xss }) => {
      test.slow();
      await login(page, 'admin', '/screen/overview');
      const name = page.getByTestId('data-screen-name');
      const remark = page.getByTestId('data-screen-remark-text');
      for (const payload of XSS_CORPUS) {
        if (payload.text.length <= SCREEN_NAME_MAX) {
          await page.getByTestId('data-screen-name-edit').click();
          await page.getByTestId('data-screen-name-input').fill(payload.text);
          await page.getByTestId('data-screen-name-submit').click();
          await expect(name.locator('h1')).toHaveText(payload.text);
        }
        await page.getByTestId('data-screen-remark-edit').click();
        await page.getByTestId('data-screen-remark-input').fill(payload.text);
        await page.getByTestId('data-screen-remark-submit').click();
        await expect(remark).toHaveText(payload.text);
      }
      await page.reload();
      await expect(remark).toHaveText(XSS_CORPUS.at(-1)!.text);
      await expectNoXss(xss, page, 'data screen');
    });
  });
}

/** Waits until pages a click opened have loaded, so whatever they would run has run. */
async function settlePopups(page: Page): Promise<void> {
  for (const opened of page.context().pages()) {
    if (opened !== page) await opened.waitForLoadState();
  }
}
