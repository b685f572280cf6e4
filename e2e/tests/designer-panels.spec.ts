import { expect, type Locator, type Page, test } from '@playwright/test';
import { API, type CustomScreenDetail, type ScreenComponent } from '@site/shared-schema';
import { canvas, dragFromPalette, openNewScreen, zoomOf } from './support/designer';
import { ONE_PIXEL_PNG } from './support/files';
import { callApi, storedToken } from './support/session';

// The designer's attribute panels (issue 4 §3): edits show on the canvas, the seed's messages appear,
// undo takes edits back, and what was set is what the server keeps.

const panel = (page: Page) => page.locator('.designer-panel');
const shape = (page: Page, type: string) => page.locator(`.designer-shape[data-type="${type}"]`);

/** The form row of the panel with this label. */
const field = (page: Page, label: string) =>
  panel(page)
    .locator('.arco-form-item')
    .filter({ has: page.locator('label').getByText(label, { exact: true }) });
const input = (page: Page, label: string) => field(page, label).locator('input').first();

/** Picks an option of an Arco select. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page
    .locator('.arco-select-popup:visible .arco-select-option')
    .getByText(option, { exact: true })
    .click();
}

async function unfold(page: Page, section: string) {
  await panel(page).locator('.arco-collapse-item-header').filter({ hasText: section }).click();
}

async function leftOf(target: Locator): Promise<number> {
  return target.evaluate((element: HTMLElement) => Number.parseFloat(element.style.left));
}

/** Clicks a shape near its top-left corner, in document coordinates. */
async function select(page: Page, target: Locator) {
  const box = (await canvas(page).boundingBox())!;
  const zoom = await zoomOf(page);
  const { left, top } = await target.evaluate((element: HTMLElement) => ({
    left: Number.parseFloat(element.style.left),
    top: Number.parseFloat(element.style.top),
  }));
  await page.mouse.click(box.x + (left + 5) * zoom, box.y + (top + 5) * zoom);
}

test('panels edit style, chart data, table cells, data source and linkage, with undo', async ({ page }) => {
  const screenName = '属性面板端到端';
  const screenId = await openNewScreen(page, screenName);

  // Nothing selected: the canvas settings.
  await expect(panel(page)).toHaveAttribute('data-panel-type', 'canvas');
  await expect(panel(page).getByText('画布设置')).toBeVisible();
  await choose(page, field(page, '区域').locator('.arco-select'), '施工一区');
  // An uploaded picture becomes the canvas's background, one undo step.
  await page
    .getByTestId('upload-otherImg')
    .setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(input(page, '背景图片')).toHaveValue(/\.png$/);
  const background = await input(page, '背景图片').inputValue();
  await expect(canvas(page).locator('.designer-canvas-bg')).toHaveCSS(
    'background-image',
    new RegExp(background.replace(/[.?]/g, '\\$&')),
  );
  await page.keyboard.press('Control+z');
  await expect(input(page, '背景图片')).toHaveValue('');

  await dragFromPalette(page, 'VText', 100, 100);
  await dragFromPalette(page, 'VTable', 100, 300);
  await dragFromPalette(page, 'VChart', 900, 300);
  await dragFromPalette(page, 'Lift', 1300, 60);
  // A device widget starts with the device picked from the project's list.
  await expect(panel(page)).toHaveAttribute('data-panel-type', 'lift');
  await choose(page, field(page, '起始设备').locator('.arco-select'), '1号升降机（右笼）');
  await choose(page, field(page, '切换频率').locator('.arco-select'), '30 分钟');
  const text = shape(page, 'VText');
  const table = shape(page, 'VTable');
  await expect(table).toHaveCount(1);

  // A style field changes the canvas; each field is one undo step.
  await select(page, text);
  await expect(panel(page)).toHaveAttribute('data-panel-type', 'text');
  await input(page, 'X 坐标').fill('160');
  await input(page, 'X 坐标').blur();
  expect(await leftOf(text)).toBe(160);
  await input(page, '字体大小').fill('30');
  await input(page, '字体大小').blur();
  await expect(text.locator('[style*="font-size: 30px"]').first()).toBeVisible();
  // A text cannot be resized: its height follows its font, 1.5 lines of 30 px.
  await expect(text).toHaveCSS('height', '45px');
  await page.keyboard.press('Control+z');
  await expect(text.locator('[style*="font-size: 30px"]')).toHaveCount(0);
  await expect(text).toHaveCSS('height', '28px');
  await expect(input(page, '字体大小')).toHaveValue('14');
  expect(await leftOf(text)).toBe(160);
  await page.keyboard.press('Control+z');
  expect(await leftOf(text)).toBe(100);
  await page.keyboard.press('Control+y');
  await page.keyboard.press('Control+y');
  expect(await leftOf(text)).toBe(160);
  await expect(text.locator('[style*="font-size: 30px"]').first()).toBeVisible();

  // Chart data through the 数据修改 dialog: a bad text stays with its problem, good data applies.
  await select(page, shape(page, 'VChart'));
  await panel(page).getByRole('button', { name: '修改数据' }).click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '更新数据' });
  const editor = dialog.getByRole('textbox', { name: '数据修改' });
  await expect(editor).toHaveValue(/"一月"/);
  await editor.fill('[[5, 9,], ["甲", "乙"]]');
  await dialog.getByRole('button', { name: '更新数据' }).click();
  await expect(dialog.getByText('JSON 格式错误：第 1 行第 8 列')).toBeVisible();
  await expect(editor).toHaveValue('[[5, 9,], ["甲", "乙"]]');
  await editor.fill('[[5, 9], ["甲", 3, {}]]');
  await dialog.getByRole('button', { name: '更新数据' }).click();
  await expect(dialog.getByText('第二个数组（X 轴数据）第 3 项 {} 应为文字或数字')).toBeVisible();
  await editor.fill('[[5, 9], ["甲", "乙"]]');
  await dialog.getByRole('button', { name: '更新数据' }).click();
  await expect(page.getByText('更新成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Table cells: the seed's messages without a selection, then add, edit and delete.
  await select(page, table);
  await expect(panel(page)).toHaveAttribute('data-panel-type', 'table');
  await panel(page).getByRole('button', { name: '删除行' }).click();
  await expect(page.getByText('请先选择要删除的行')).toBeVisible();
  await panel(page).getByRole('button', { name: '删除列' }).click();
  await expect(page.getByText('请先选择要删除的列')).toBeVisible();
  await panel(page).getByRole('button', { name: '添加行' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  const cell = (at: string) => panel(page).locator(`[data-cell="${at}"]`);
  await cell('1-0').dblclick();
  await cell('1-0').locator('input').fill('塔吊');
  await cell('1-0').locator('input').press('Enter');
  await expect(table.getByText('塔吊')).toBeVisible();
  await cell('0-2').click();
  await panel(page).getByRole('button', { name: '删除列' }).click();
  await expect(table.locator('th')).toHaveCount(2);
  await cell('2-0').click();
  await panel(page).getByRole('button', { name: '删除行' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  // Undo brings the deleted row back.
  await page.locator('.designer-panel-head').click();
  await page.keyboard.press('Control+z');
  await expect(table.locator('tbody tr')).toHaveCount(2);

  // Data source: a number is no URL; a URL is kept trimmed; a parameter type resets the parameters.
  await unfold(page, '数据源');
  const url = input(page, '请求地址');
  await url.fill('12345');
  await url.blur();
  await expect(page.getByText('请输入正确的 URL')).toBeVisible();
  await url.fill('  https://example.com/api/table  ');
  await url.blur();
  await expect(url).toHaveValue('https://example.com/api/table');
  await choose(page, field(page, '参数类型').locator('.arco-select'), '数组');
  await expect(field(page, '请求参数').locator('input')).toHaveCount(1);
  await choose(page, field(page, '参数类型').locator('.arco-select'), '对象');
  await expect(field(page, '请求参数').locator('input')).toHaveCount(2);

  // Linkage: hovering a target in the picker marks it on the canvas; a new key clears the value.
  await select(page, text);
  // The table's panel has the same section and button: act only once the text's panel replaced it.
  await expect(panel(page)).toHaveAttribute('data-panel-type', 'text');
  await unfold(page, '联动');
  await panel(page).getByRole('button', { name: '添加联动组件' }).click();
  const target = panel(page).getByTestId('linkage-target');
  await target.locator('.arco-select').first().click();
  const option = page
    .locator('.arco-select-popup:visible .arco-select-option')
    .getByText('表格', { exact: true });
  await option.hover();
  await expect(table).toHaveClass(/designer-linkage-highlight/);
  await option.click();
  await expect(table).not.toHaveClass(/designer-linkage-highlight/);
  await choose(page, target.locator('.arco-select').nth(1), '悬停');
  await choose(page, target.locator('.arco-select').nth(2), '透明度');
  const value = target.getByRole('textbox', { name: '值' });
  await value.fill('0.5');
  await value.blur();
  await choose(page, target.locator('.arco-select').nth(2), '背景色');
  await expect(value).toHaveValue('');
  await page.locator('.designer-panel-head').click();
  await page.keyboard.press('Control+z');
  await expect(value).toHaveValue('0.5');

  // What the panels set is what the server keeps.
  await page.keyboard.press('Control+s');
  await expect(page.getByText('保存成功')).toBeVisible();
  const answer = await callApi(page, API.customScreenQuery, { screenId }, await storedToken(page));
  const saved = (answer.data as CustomScreenDetail).document;
  const components = saved.componentData;
  const byType = (type: string) =>
    components.find((component) => component.component === type) as ScreenComponent;
  expect(saved.canvasStyleData.areaId).not.toBe('');
  expect(byType('Lift').style).toMatchObject({ interval: 1_800_000, deviceId: expect.stringMatching(/.+/) });
  expect(byType('VText').style).toMatchObject({ left: 160, fontSize: 30 });
  expect(byType('VChart').propValue).toMatchObject({
    option: { xAxis: { data: ['甲', '乙'] }, series: { data: [5, 9] } },
  });
  expect((byType('VTable').propValue as { data: string[][] }).data).toEqual([
    ['列1', '列2'],
    ['塔吊', ''],
    ['', ''],
  ]);
  expect(byType('VTable').request).toMatchObject({
    url: 'https://example.com/api/table',
    paramType: 'object',
    data: [['', '']],
  });
  expect(byType('VText').linkage?.data).toEqual([
    expect.objectContaining({
      id: byType('VTable').id,
      event: 'v-hover',
      style: [{ key: 'opacity', value: '0.5' }],
    }),
  ]);
});

test('the palette and the panel name widgets in the user’s words, never by their type', async ({ page }) => {
  await openNewScreen(page, '组件名称');
  const clock = page.locator('[data-widget-type="Clock"]');
  await expect(clock).toHaveText('时钟');
  await expect(clock).toHaveAttribute('title', '拖到画布上放置：时钟');
  await dragFromPalette(page, 'Clock', 100, 100);
  await select(page, shape(page, 'Clock'));
  await expect(page.locator('.designer-panel-head')).toHaveText('时钟');

  // Saved, so that the same designer in English, in a second tab, has no kept draft to offer back.
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('designer-toolbar')).not.toContainText('未保存');
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'language', value: 'en', domain: url.hostname, path: '/' }]);
  const english = await page.context().newPage();
  await english.goto(url.pathname);
  await expect(english.locator('[data-widget-type="VText"]')).toHaveText('Text');
  await expect(english.locator('[data-widget-type="Clock"]')).toHaveAttribute(
    'title',
    'Drag onto the canvas to place: Clock',
  );
  // New widgets say their sample words in English, not the catalogue's Chinese.
  await dragFromPalette(english, 'VButton', 100, 300);
  await dragFromPalette(english, 'VTable', 100, 500);
  await expect(shape(english, 'VButton')).toHaveText('Button');
  await expect(shape(english, 'VTable').locator('th, td').first()).toHaveText('Column 1');
  await english.close();
});
