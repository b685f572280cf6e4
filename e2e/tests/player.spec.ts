import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  API,
  createComponent,
  type ScreenCompany,
  type ScreenComponent,
  type ScreenDocument,
  WIDGET_TYPES,
} from '@site/shared-schema';
import { apiLogin, DEFAULT_PROJECT } from './support/session';
import { todaysRecords } from './support/today';

// Seeded by the server's demo data (server/src/seed/demo.ts).
const SHOWCASE = { id: 'screen-showcase', key: 'demo-wall-key-showcase-every-widget-0123456789' };
const DEMO_SCREEN = 'screen-demo';

const wallUrl = (screen: string, key: string) => `/player/?screen=${screen}&key=${key}`;

/** Calls the API as admin and answers data, failing the test on any other code than 200. */
async function adminCall<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const token = await apiLogin(request, 'admin');
  const answer = await (await request.post(path, { data: body, headers: { Authorization: token } })).json();
  expect(answer.code, `${path}: ${answer.message}`).toBe(200);
  return answer.data as T;
}

const box = (page: Page, component: Pick<ScreenComponent, 'id'>) =>
  page.locator(`.pw-component[data-id="${component.id}"]`);

for (const display of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
]) {
  test(`the showcase of every widget type plays at ${display.width}×${display.height}`, async ({
    page,
    request,
  }) => {
    const { document } = await adminCall<{ document: ScreenDocument }>(request, API.customScreenQuery, {
      screenId: SHOWCASE.id,
    });
    const companies = await adminCall<ScreenCompany[]>(request, '/front/siteProjectScreen/companyData', {
      projectId: '1',
    });
    await page.setViewportSize(display);
    await page.goto(wallUrl(SHOWCASE.id, SHOWCASE.key));

    const types = new Set(document.componentData.map((component) => component.component));
    expect([...types].sort()).toEqual([...WIDGET_TYPES].sort());
    const scale = display.width / document.canvasStyleData.width;
    for (const component of document.componentData) {
      const rendered = box(page, component);
      await expect(rendered).toBeVisible();
      if (component.style.rotate) continue;
      const bounds = (await rendered.boundingBox())!;
      expect(Math.abs(bounds.x - component.style.left * scale)).toBeLessThan(2);
      expect(Math.abs(bounds.y - component.style.top * scale)).toBeLessThan(2);
      expect(Math.abs(bounds.width - component.style.width * scale)).toBeLessThan(2);
    }
    await expect(page.locator('[data-state="error"]')).toHaveCount(0);

    const byType = (type: string) => page.locator(`.pw-component[data-type="${type}"]`);
    await expect(byType('ProjectName')).toContainText(DEFAULT_PROJECT.slice(0, 4));
    await expect(byType('CompanyList')).toContainText(companies[0].companyTypeName);
    await expect(byType('AttendanceRate')).toContainText('%');
    const passages = await todaysRecords(
      (path, body) => adminCall(request, path, body),
      'vehicleRecords',
      '1',
    );
    await expect(byType('VehicleRecord')).toContainText(passages > 0 ? /进场|出场/ : '今日暂无车辆识别记录');
  });
}

const DEMO_KEY = 'demo-wall-key-chengnan-phase1-0123456789abcdef';

for (const wall of [
  { mode: 'fit', width: 6656, height: 1792 },
  { mode: 'stretch', width: 1600, height: 1200 },
  { mode: 'width', width: 1280, height: 600 },
]) {
  test(`scale mode ${wall.mode} on a ${wall.width}×${wall.height} display`, async ({ page, request }) => {
    const { document } = await adminCall<{ document: ScreenDocument }>(request, API.customScreenQuery, {
      screenId: DEMO_SCREEN,
    });
    await page.setViewportSize({ width: wall.width, height: wall.height });
    await page.goto(`${wallUrl(DEMO_SCREEN, DEMO_KEY)}&scale=${wall.mode}`);
    const { width, height } = document.canvasStyleData;
    const sx = wall.mode === 'fit' ? Math.min(wall.width / width, wall.height / height) : wall.width / width;
    const sy = wall.mode === 'stretch' ? wall.height / height : sx;
    // Letterboxed: the stage is centred on the axis it does not fill; fit-width scrolls the rest.
    const offsetX = (wall.width - width * sx) / 2;
    const offsetY = wall.mode === 'fit' ? (wall.height - height * sy) / 2 : 0;
    for (const component of document.componentData) {
      const bounds = (await box(page, component).boundingBox())!;
      expect(Math.abs(bounds.x - (offsetX + component.style.left * sx))).toBeLessThan(2);
      expect(Math.abs(bounds.y - (offsetY + component.style.top * sy))).toBeLessThan(2);
      expect(Math.abs(bounds.height - component.style.height * sy)).toBeLessThan(2);
    }
  });
}

test('a wall asks for config.json once, with its scripts, and plays with it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/player/config.json') asked.push(request.url());
  });
  await page.goto(wallUrl(DEMO_SCREEN, DEMO_KEY));
  await expect(page.locator('.pw-component').first()).toBeVisible();
  // The page's preload asked for it; the player's own read took that answer instead of asking again.
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/player/config.json')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
  expect(asked).toHaveLength(1);
});

test('publishing freezes what walls play, and a revoked key stops the wall', async ({ page, request }) => {
  const copy = await adminCall<{ screenId: string; document: ScreenDocument }>(
    request,
    API.customScreenCopy,
    { screenId: DEMO_SCREEN, screenName: '发布流程测试' },
  );
  const key = await adminCall<{ key: string; keyId: string }>(request, API.customScreenKeyAdd, {
    screenId: copy.screenId,
    keyName: 'e2e',
  });
  await page.goto(wallUrl(copy.screenId, key.key));
  await expect(page.getByRole('alert')).toContainText('大屏不存在或未发布');

  const headline = createComponent('VText', { left: 40, top: 130 });
  headline.propValue = '第一版标语';
  headline.style = { ...headline.style, width: 600, height: 60, fontSize: 32, color: '#ffffff' };
  const firstDraft = { ...copy.document, componentData: [...copy.document.componentData, headline] };
  await adminCall(request, API.customScreenUpdate, { screenId: copy.screenId, document: firstDraft });
  await adminCall(request, API.customScreenPublish, { screenId: copy.screenId });
  await page.reload();
  await expect(box(page, headline)).toContainText('第一版标语');

  // A draft edit changes nothing on the wall until it is published.
  const secondDraft = {
    ...firstDraft,
    componentData: firstDraft.componentData.map((component) =>
      component.id === headline.id ? { ...component, propValue: '第二版标语' } : component,
    ),
  };
  await adminCall(request, API.customScreenUpdate, { screenId: copy.screenId, document: secondDraft });
  await page.reload();
  await expect(box(page, headline)).toContainText('第一版标语');
  await adminCall(request, API.customScreenPublish, { screenId: copy.screenId });
  await page.reload();
  await expect(box(page, headline)).toContainText('第二版标语');

  await adminCall(request, API.customScreenKeyRevoke, { keyId: key.keyId });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('播放密钥无效或已被撤销');
});

test('a widget whose data source fails shows its own error and the rest keeps playing', async ({
  page,
  request,
}) => {
  const copy = await adminCall<{ screenId: string; document: ScreenDocument }>(
    request,
    API.customScreenCopy,
    { screenId: DEMO_SCREEN, screenName: '故障组件测试' },
  );
  const broken = createComponent('VText', { left: 40, top: 130 });
  broken.style = { ...broken.style, width: 600, height: 60 };
  // The host is on no allow-list: the relay refuses it on every read.
  broken.request = { ...broken.request!, url: 'http://not-allowed.invalid/api', method: 'GET' };
  await adminCall(request, API.customScreenUpdate, {
    screenId: copy.screenId,
    document: { ...copy.document, componentData: [...copy.document.componentData, broken] },
  });
  await adminCall(request, API.customScreenPublish, { screenId: copy.screenId });
  const key = await adminCall<{ key: string }>(request, API.customScreenKeyAdd, { screenId: copy.screenId });

  await page.goto(wallUrl(copy.screenId, key.key));
  await expect(box(page, broken).locator('[data-state="error"]')).toBeVisible();
  await expect(page.locator('[data-state="error"]')).toHaveCount(1);
  await expect(page.locator('.pw-component[data-type="ProjectName"]')).toContainText(DEFAULT_PROJECT);
  await expect(page.locator('.pw-component[data-type="Clock"]')).toContainText(/\d{2}:\d{2}:\d{2}/);
});

test("a wall whose box starts with a clock of years ago shows the server's time and asks for today", async ({
  page,
}) => {
  // A box without a clock battery, on a site network without a time server.
  await page.clock.install({ time: new Date('2016-03-01T08:00:00') });
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/front/')) bodies.push(request.postData() ?? '');
  });
  await page.goto(wallUrl(SHOWCASE.id, SHOWCASE.key));
  // The browser and the server share this machine's zone: the server's day is the date of this moment.
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.locator('.pw-component[data-type="Clock"]').first()).toContainText(today);
  // The lists of the day (the entries, the vehicles) ask for this day.
  await expect
    .poll(() => bodies.filter((body) => body.includes(`"${today} 00:00:00"`)).length)
    .toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('2016-03-0'))).toEqual([]);
});
