import { expect, type Page, test } from '@playwright/test';
import { pixelsWithin } from './support/pixels';
import { callApi, chooseProject, login, quietAgreementExceptionsToday, storedToken } from './support/session';

// 杭州市萧山区…建设工程 (project 3) has a location and no boundary in the seed: the one drawn here is new.
const LONG_PROJECT = '杭州市萧山区国际博览中心配套市政道路及综合管廊建设工程';
const LONG_PROJECT_ID = '3';

/** Red pixels (the boundary's #ff3b30) of the map's canvas, markers and popups hidden. */
async function redPixels(page: Page): Promise<number> {
  const { count } = await pixelsWithin(page.locator('.maplibregl-canvas'), {
    min: [181, 0, 0],
    max: [255, 109, 109],
  });
  return count;
}

async function openMapWithoutOverlays(page: Page): Promise<void> {
  await page.goto('/map');
  await expect(page.getByTestId('map-info-window')).toContainText(LONG_PROJECT);
  await page.addStyleTag({ content: '.maplibregl-marker, .maplibregl-popup { display: none !important; }' });
}

test('project-info checks an edit, saves a boundary drawn on the map, and /map shows it', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/project-info');
  await quietAgreementExceptionsToday(page, LONG_PROJECT_ID);
  const reloaded = page.waitForEvent('load');
  await chooseProject(page, LONG_PROJECT);
  await reloaded;

  // Before: no boundary on /map.
  await openMapWithoutOverlays(page);
  await expect.poll(() => redPixels(page)).toBeLessThan(50);

  await page.goto('/manage/project-info');
  const form = page.getByTestId('project-form');
  await expect(page.getByTestId('project-projectName')).toHaveValue(LONG_PROJECT);
  await expect(page.getByTestId('project-regionPath')).toContainText('萧山区');

  // A bad phone is refused beside its field, nothing saved.
  await page.getByTestId('project-managerPhone').fill('12345');
  await page.getByTestId('project-save').click();
  await expect(form).toContainText('请输入正确的手机号码');
  await page.getByTestId('project-managerPhone').fill('13700137009');

  // Draw four vertices around the centre of the map.
  await page.getByTestId('boundary-draw').click();
  const canvas = page.getByTestId('boundary-canvas');
  await expect(page.locator('.boundary-editor .maplibregl-canvas')).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map has no box');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  for (const [dx, dy] of [
    [-90, -70],
    [90, -70],
    [90, 70],
    [-90, 70],
  ]) {
    await page.mouse.click(x + dx, y + dy);
  }
  await expect(page.getByTestId('boundary-count')).toHaveText('边界点：4');
  await expect(page.getByTestId('boundary-vertex')).toHaveCount(4);

  await page.getByTestId('project-save').click();
  await expect(page.locator('.arco-message-success')).toContainText('保存成功');
  await expect(form).not.toContainText('请输入正确的手机号码');

  const answer = await callApi(
    page,
    '/front/siteProject/queryByProject',
    { projectId: LONG_PROJECT_ID },
    await storedToken(page),
  );
  const saved = answer.data as { managerPhone: string; latLngPoints: string };
  expect(saved.managerPhone).toBe('13700137009');
  expect(JSON.parse(saved.latLngPoints)).toHaveLength(4);

  // The project's info code is drawn as a picture a phone can scan.
  await expect(page.getByTestId('qr-PROJECT_INFO-image')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // After: the saved boundary is drawn on /map.
  await openMapWithoutOverlays(page);
  await expect.poll(() => redPixels(page), { timeout: 15_000 }).toBeGreaterThan(300);
});

test('rule-setting loads the stored rules, refuses a value out of range and saves', async ({ page }) => {
  await login(page, 'admin', '/manage/rule-setting');
  const train = page.getByTestId('rule-form-trainRule');
  const hours = train.getByRole('spinbutton', { name: '培训学时' });
  await expect(hours).toHaveValue('24');

  await hours.fill('500');
  await train.getByTestId('rule-save-trainRule').click();
  await expect(train).toContainText('请输入1到200之间的数值');

  await hours.fill('40');
  await train.getByTestId('rule-trainRuleStatus').click();
  await train.getByTestId('rule-save-trainRule').click();
  await expect(page.locator('.arco-message-success')).toContainText('保存成功');

  await page.reload();
  await expect(
    page.getByTestId('rule-form-trainRule').getByRole('spinbutton', { name: '培训学时' }),
  ).toHaveValue('40');
  await expect(page.getByTestId('rule-form-trainRule').getByTestId('rule-trainRuleStatus')).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('wechat-app shows the binding code and the bound managers, searchable, with unbind', async ({
  page,
}) => {
  await login(page, 'admin', '/manage/wechat-app');
  await expect(page.getByTestId('qr-USER_PROJECT-image')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const table = page.getByTestId('resource-table');
  for (const name of ['张建国', '李秀英', '王海涛']) await expect(table).toContainText(name);
  // Role admin may see phone numbers whole (frontSitePersonShowIdcard); others see them masked.
  await expect(table).toContainText('13912345678');

  await page.getByTestId('search-managerName').locator('input').fill('秀英');
  await page.getByTestId('resource-search').click();
  await expect(table.locator('tbody .arco-table-tr')).toHaveCount(1);
  await page.getByTestId('resource-reset').click();
  await expect(table).toContainText('王海涛');

  await page.getByTestId('wx-unbind-wx-bind-3').click();
  await page.locator('.arco-popconfirm .arco-btn-primary').click();
  await expect(page.locator('.arco-message-success')).toContainText('解绑成功');
  await expect(table).not.toContainText('王海涛');
  await expect(table).toContainText('李秀英');
});
