import { expect, type Page, test } from '@playwright/test';
import { callApi, login, storedToken } from './support/session';

// The AI devices of 城南安置房一期工程 (project 1), as the seed leaves them: AI分析盒1号 watching three
// cameras, AI分析盒2号 watching none, a few days of alarms with snapshots, a week of AI camera passages.
const PROJECT_ID = '1';
const EMPTY_BOX = 'aibox-1-2';
const FREE_CAMERA = 'ipc-4';

const rows = (page: Page, name: string) =>
  page.getByTestId(`resource-page-${name}`).getByTestId('resource-table').locator('tbody .arco-table-tr');

async function api<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await callApi(page, path, { projectId: PROJECT_ID, ...body }, await storedToken(page));
  expect(answer.code, answer.message).toBe(200);
  return answer.data as T;
}

test('binds a free camera to a box, and the box lists it', async ({ page }) => {
  await login(page, 'admin', '/ai/ai-box');
  const box = rows(page, 'aiBox').filter({ hasText: 'AI分析盒2号' });
  await expect(box).toBeVisible();
  await page.getByTestId(`ai-bind-open-${EMPTY_BOX}`).click();
  const dialog = page.locator('.arco-modal').filter({ has: page.getByTestId('ai-bind-cameras') });
  await expect(dialog.getByText('基坑东侧')).toBeVisible();
  await expect(dialog.getByText('已绑定 AI分析盒1号，勾选后改绑到本盒子').first()).toBeVisible();
  await dialog.getByTestId(`ai-bind-${FREE_CAMERA}`).click();
  await page.getByTestId('ai-bind-save').click();
  await expect(page.getByText('绑定已保存')).toBeVisible();
  await expect(box.locator('td').nth(5)).toHaveText('1');

  const cameras = await api<{ deviceId: string; boxId: string }[]>(
    page,
    '/front/siteAiBoxDeviceSyn/listByBox',
    {
      boxId: EMPTY_BOX,
    },
  );
  expect(cameras.find((camera) => camera.deviceId === FREE_CAMERA)?.boxId).toBe(EMPTY_BOX);
});

test('shows the alarms with the snapshots the boxes saved, previewed full size', async ({ page }) => {
  await login(page, 'admin', '/ai/ai-box');
  await page.getByRole('tab', { name: '报警记录' }).click();
  const first = rows(page, 'aiBoxAlarm').first();
  await expect(first).toBeVisible();
  const thumbnail = first.locator('img');
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(320);
  await thumbnail.click();
  await expect(page.locator('.arco-image-preview-img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.arco-image-preview-img')).toBeHidden();

  // What the alarm's camera shows now, on the video monitor's live wall.
  await first.getByRole('button', { name: '实时画面' }).click();
  await expect(page.getByTestId('monitor-live-wall')).toBeVisible();
  await page.locator('.arco-modal-close-icon').click();

  // Searched by type: every row listed is of that type.
  await page
    .getByTestId('resource-page-aiBoxAlarm')
    .getByTestId('search-alarmType')
    .locator('.arco-select-view')
    .click();
  await page
    .locator('.arco-select-popup:visible .arco-select-option')
    .getByText('未戴安全帽', { exact: true })
    .click();
  await page.getByTestId('resource-page-aiBoxAlarm').getByTestId('resource-search').click();
  const listed = await api<{ total: number }>(page, '/front/siteAiBoxAlarmRecord/pageList', {
    alarmType: 'helmet',
    pageNumber: 1,
    pageSize: 20,
  });
  await expect(rows(page, 'aiBoxAlarm')).toHaveCount(Math.min(listed.total, 20));
  for (const row of await rows(page, 'aiBoxAlarm').all()) await expect(row).toContainText('未戴安全帽');
});

test('draws the people flow of a day, adding up to the passages the AI camera tabs list', async ({
  page,
}) => {
  await login(page, 'admin', '/ai/ai-statistics');
  await expect(page.getByTestId('ai-traffic-chart').locator('canvas')).toBeVisible();
  const day = await page.getByTestId('ai-traffic-day').locator('input').inputValue();
  const range = {
    recordTimeStart: `${day} 00:00:00`,
    recordTimeEnd: `${day} 23:59:59`,
    pageNumber: 1,
    pageSize: 1,
  };
  const people = await api<{ total: number }>(page, '/front/siteAiCameraPersonRecord/pageList', range);
  const strangers = await api<{ total: number }>(page, '/front/siteAiCameraStranger/pageList', range);
  const ins = await api<{ total: number }>(page, '/front/siteAiCameraPersonRecord/pageList', {
    ...range,
    direction: 1,
  });
  const strangersIn = await api<{ total: number }>(page, '/front/siteAiCameraStranger/pageList', {
    ...range,
    direction: 1,
  });
  await expect(page.getByTestId('ai-traffic-table').locator('tbody .arco-table-tr')).toHaveCount(24);
  await expect(page.getByTestId('ai-traffic-total-in')).toHaveText(String(ins.total + strangersIn.total));
  await expect(page.getByTestId('ai-traffic-total-stranger')).toHaveText(String(strangers.total));
  const totalIn = Number(await page.getByTestId('ai-traffic-total-in').textContent());
  const totalOut = Number(await page.getByTestId('ai-traffic-total-out').textContent());
  expect(totalIn + totalOut).toBe(people.total + strangers.total);

  // The person-record tab lists the same day's passages of the roster.
  await page.goto('/ai/ai-camera');
  await page.getByRole('tab', { name: '人员识别记录' }).click();
  await expect(rows(page, 'aiCameraPersonRecord').first()).toBeVisible();
});
