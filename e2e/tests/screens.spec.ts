import { expect, type Page, test } from '@playwright/test';
import { WIDGET_CALLS } from '@site/shared-schema';
import { callApi, DEFAULT_PROJECT, login, storedToken } from './support/session';
import { todaysRecords } from './support/today';

// The demo data of the server's seed: project 1 is the manager's first project.
const PROJECT_ID = '1';
const WEEKDAY = /星期[日一二三四五六]/;

async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await callApi(page, path, body, await storedToken(page));
  expect(answer.code, `${path}: ${answer.message}`).toBe(200);
  return answer.data as T;
}

test('the data screen shows the project, a ticking clock, the weather and live widgets', async ({ page }) => {
  await login(page, 'manager', '/screen/overview');
  const screen = page.getByTestId('data-screen');
  await expect(screen.getByTestId('data-screen-project')).toHaveText(DEFAULT_PROJECT);
  // Without a saved name the project name is the screen name.
  await expect(screen.getByTestId('data-screen-name').locator('h1')).toHaveText(DEFAULT_PROJECT);

  const clock = screen.getByTestId('data-screen-clock');
  await expect(clock).toHaveText(/\d{2}:\d{2}:\d{2}\d{4}-\d{2}-\d{2}星期/);
  await expect(clock).toContainText(WEEKDAY);
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first);

  // The header shows what the weather call answers (nothing while no source is configured).
  const weather = await api<{ wea: string; tem1: string } | null>(page, '/front/weather/query', {});
  if (weather) await expect(screen.getByTestId('data-screen-weather')).toContainText(weather.wea);
  else await expect(screen.getByTestId('data-screen-weather')).toHaveCount(0);

  // The player's widgets are mounted on the stage and read the project's data.
  await expect(screen.getByTestId('data-screen-widget-PersonCount').locator('.pw-component')).toBeVisible();
  const passages = await todaysRecords((path, body) => api(page, path, body), 'entryExitRecords', PROJECT_ID);
  await expect(screen.getByTestId('data-screen-widget-EntryExitRecord')).toContainText(
    passages > 0 ? /进场|出场/ : '今日暂无进出记录',
  );
});

test('the screen name and remark are edited, kept across a reload, and the screen leads back', async ({
  page,
}) => {
  await login(page, 'manager', '/screen/overview');
  const name = page.getByTestId('data-screen-name');
  await page.getByTestId('data-screen-name-edit').click();
  await page.getByTestId('data-screen-name-input').fill('城南一期智慧工地');
  await page.getByTestId('data-screen-name-submit').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(name.locator('h1')).toHaveText('城南一期智慧工地');

  const remark = '安全生产，人人有责。'.repeat(20);
  await page.getByTestId('data-screen-remark-edit').click();
  await page.getByTestId('data-screen-remark-input').fill(remark);
  await page.getByTestId('data-screen-remark-submit').click();
  await expect(page.getByTestId('data-screen-remark-input')).toHaveCount(0);

  await page.reload();
  await expect(name.locator('h1')).toHaveText('城南一期智慧工地');
  const marquee = page.getByTestId('data-screen-remark-text');
  await expect(marquee).toHaveText(remark);
  // Too long for the footer: it scrolls.
  await expect(marquee).toHaveAttribute('data-scrolling', 'true');
  await expect
    .poll(() => marquee.locator('span').evaluate((span) => span.style.transform), { timeout: 5000 })
    .toMatch(/translateX\(-\d/);

  // An empty name falls back to the project name.
  await page.getByTestId('data-screen-name-edit').click();
  await page.getByTestId('data-screen-name-input').fill('');
  await page.getByTestId('data-screen-name-submit').click();
  await expect(name.locator('h1')).toHaveText(DEFAULT_PROJECT);

  await page.getByTestId('data-screen-back').click();
  await expect(page).toHaveURL(/\/index\/dashboard$/);
});

interface Figures {
  onJobCount: number;
  companyCount: number;
  teamCount: number;
  deviceCount: number;
}

test('the dashboard shows the project’s figures and latest entries and exits', async ({ page }) => {
  await login(page, 'manager', '/index/dashboard');
  const counts = await api<Figures>(page, '/front/siteStatistics/projectDataCount', {
    projectId: PROJECT_ID,
  });
  const inside = await api<{ personCount: number }>(page, '/front/siteStatistics/personCount', {
    projectId: PROJECT_ID,
  });
  // Today's records, as the dashboard asks for them (before the morning's first arrival there are none).
  const records = await api<{ records: { personName: string; recordTime: string; entryExitType: string }[] }>(
    page,
    WIDGET_CALLS.entryExitRecords.path,
    {
      ...WIDGET_CALLS.entryExitRecords.payload({ projectId: PROJECT_ID, areaIdList: [], now: new Date() }),
      pageSize: 10,
    },
  );

  const figure = (key: string) => page.getByTestId(`dashboard-figure-${key}-value`);
  await expect(figure('onJob')).toHaveText(String(counts.onJobCount));
  await expect(figure('companies')).toHaveText(String(counts.companyCount));
  await expect(figure('teams')).toHaveText(String(counts.teamCount));
  await expect(figure('devices')).toHaveText(String(counts.deviceCount));
  await expect(figure('inside')).toHaveText(String(inside.personCount));
  // The figures are the roster's: people on the job (workers and managers), companies and teams.
  const total = async (path: string, body: Record<string, unknown>) =>
    (await api<{ total: number }>(page, path, { projectId: PROJECT_ID, pageNumber: 1, pageSize: 1, ...body }))
      .total;
  const onJob = async (personType: string) =>
    total('/front/sitePerson/listByProject', { personType, onJobStatus: 1 });
  expect(counts).toMatchObject({
    onJobCount: (await onJob('WORKER')) + (await onJob('MANAGER')),
    companyCount: await total('/front/siteProjectCompany/listByProject', {}),
    teamCount: await total('/front/siteTeam/list', {}),
  });

  const table = page.getByTestId('dashboard-records');
  const newest = records.records[0];
  if (newest) {
    const rows = table.locator('.arco-table-tr').filter({ has: page.locator('td') });
    await expect(rows).toHaveCount(records.records.length);
    await expect(rows.first()).toContainText(newest.personName);
    await expect(rows.first()).toContainText(newest.recordTime);
    await expect(rows.first()).toContainText(newest.entryExitType === '1' ? '进场' : '出场');
  } else {
    await expect(table).toContainText('今日暂无进出场记录');
  }
  await expect(page.getByTestId('dashboard-devices')).toContainText('升降机');
});

test('the map shows the project’s info window, and its name opens the dashboard', async ({ page }) => {
  await login(page, 'manager', '/index/dashboard');
  await page.getByTestId('dashboard-open-map').click();
  await expect(page).toHaveURL(/\/map$/);
  const info = page.getByTestId('map-info-window');
  await expect(info).toBeVisible();
  await expect(info.getByTestId('map-enter-project')).toHaveText(DEFAULT_PROJECT);
  for (const text of ['330102202503010101', '施工许可证号', '项目状态', '详细地址']) {
    await expect(info).toContainText(text);
  }
  await expect(page.getByTestId(`map-marker-${PROJECT_ID}`)).toBeVisible();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();

  await info.getByTestId('map-enter-project').click();
  await expect(page).toHaveURL(/\/index\/dashboard$/);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
});
