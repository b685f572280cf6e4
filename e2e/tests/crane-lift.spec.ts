import { expect, type Locator, test } from '@playwright/test';
import { downloadedRows } from './support/downloads';
import { login } from './support/session';

// The cranes and lifts of 城南安置房一期工程 (project 1), as the seed and the simulator keep them.
const CRANE_PATH = '/safety-construction/tower-crane/device';
const LIFT_PATH = '/safety-construction/lift/device';

/** A drawn part's attribute and the drawing's text, read in one go. */
const drawn = (drawing: Locator, part: string, attribute: string) =>
  drawing.evaluate(
    (svg, [id, name]) => [
      svg.querySelector(`[data-testid="${id}"]`)?.getAttribute(name) ?? '',
      svg.textContent ?? '',
    ],
    [part, attribute],
  );

test('lists the cranes with their states and draws a crane live from its latest reading', async ({
  page,
}) => {
  await login(page, 'admin', CRANE_PATH);
  const devices = page.getByTestId('hoist-devices-crane');
  await expect(devices.getByText('1号塔吊（QTZ80）')).toBeVisible();
  await expect(devices.getByText('2号塔吊（QTZ125）')).toBeVisible();
  // The demo always keeps the second crane past a limit.
  await expect(page.getByTestId('hoist-alarm-crane-2')).toHaveText('报警');
  await expect(page.getByTestId('hoist-counts')).toContainText('今日报警');
  await expect(page.getByTestId('hoist-manager')).toContainText('项目负责人');

  await page.getByTestId('hoist-live-crane-2').click();
  const live = page.getByTestId('hoist-live');
  await expect(live.getByTestId('crane-drawing')).toBeVisible();
  await expect(live.getByTestId('hoist-live-alarms').locator('.arco-tag-red').first()).toBeVisible();
  // The trolley is drawn at the radius its label says (read at once: the view follows new readings).
  const [radius, text] = await drawn(live.getByTestId('crane-drawing'), 'crane-trolley', 'data-radius');
  expect(Number(radius)).toBeGreaterThan(0);
  expect(text).toContain(`幅度 ${radius} m`);
});

test('draws a lift live with its cage on the mast and its floor', async ({ page }) => {
  await login(page, 'admin', LIFT_PATH);
  const devices = page.getByTestId('hoist-devices-lift');
  await expect(devices.getByText('1号升降机（左笼）')).toBeVisible();
  await expect(devices.getByText('1号升降机（右笼）')).toBeVisible();
  await page.getByTestId('hoist-live-lift-1').click();
  const live = page.getByTestId('hoist-live');
  await expect(live.getByTestId('lift-drawing')).toBeVisible();
  const [height, text] = await drawn(live.getByTestId('lift-drawing'), 'lift-cage', 'data-height');
  expect(text).toContain(`高度 ${height} m`);
  expect(text).toMatch(/-?\d+ 层/);
});

test('records: the crane readings searched by crane and exported, the alarms and the day counts', async ({
  page,
}) => {
  await login(page, 'admin', '/safety-construction/tower-crane/data-recording');
  await expect(page.getByTestId('hoist-alarm-error-counts')).toContainText('2号塔吊（QTZ125）');
  const readings = page.getByTestId('resource-page-craneRealtime');
  const rows = readings.getByTestId('resource-table').locator('tbody .arco-table-tr');
  await expect(rows.first()).toContainText('塔吊');
  await readings.getByTestId('search-deviceName').locator('input').fill('QTZ80');
  await readings.getByTestId('resource-search').click();
  await expect(readings.getByTestId('resource-table')).not.toContainText('QTZ125');
  await expect(rows.first()).toContainText('1号塔吊（QTZ80）');

  const [header, ...body] = await downloadedRows(page, readings.getByTestId('resource-export'));
  expect(header).toEqual([
    '塔吊名称',
    '高度(m)',
    '幅度(m)',
    '力矩(%)',
    '吊重(t)',
    '风速(m/s)',
    '倾角(°)',
    '采集时间',
  ]);
  expect(body.length).toBeGreaterThan(0);
  expect(new Set(body.map((row) => row[0]))).toEqual(new Set(['1号塔吊（QTZ80）']));

  await page.locator('.arco-tabs-header-title', { hasText: '塔吊报警记录' }).click();
  const alarms = page.getByTestId('resource-page-craneAlarm');
  await expect(alarms.getByTestId('resource-table').locator('tbody .arco-table-tr').first()).toContainText(
    /报警|故障/,
  );
});
