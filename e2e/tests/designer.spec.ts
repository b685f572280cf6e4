import { expect, type Locator, type Page, test } from '@playwright/test';
import { API, type CreatedPlaybackKey, TEXT_EDIT_HINT } from '@site/shared-schema';
import { canvas, dragFromPalette, openNewScreen, zoomOf } from './support/designer';
import { callApi, storedToken } from './support/session';

// The designer of issue 4, driven with the mouse and the keyboard as a person would.

const shapes = (page: Page, type?: string) =>
  page.locator(type ? `.designer-shape[data-type="${type}"]` : '.designer-shape');
const contextMenu = (page: Page) => page.getByTestId('context-menu');

/** The client position of a document point of the canvas. */
async function clientPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = (await canvas(page).boundingBox())!;
  const zoom = await zoomOf(page);
  return { x: box.x + x * zoom, y: box.y + y * zoom };
}

/** Stored geometry of a shape, read from its document-coordinate style. */
async function geometry(shape: Locator) {
  return shape.evaluate((element: HTMLElement) => ({
    left: Number.parseFloat(element.style.left),
    top: Number.parseFloat(element.style.top),
    width: Number.parseFloat(element.style.width),
    height: Number.parseFloat(element.style.height),
    rotate: Number(/rotate\((-?[\d.]+)deg\)/.exec(element.style.transform)?.[1] ?? 0),
  }));
}

/** A mouse drag in document pixels, from a document point. */
async function dragOnCanvas(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  const zoom = await zoomOf(page);
  const start = await clientPoint(page, from.x, from.y);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + (by.x * zoom) / 2, start.y + (by.y * zoom) / 2, { steps: 4 });
  await page.mouse.move(start.x + by.x * zoom, start.y + by.y * zoom, { steps: 4 });
  await page.mouse.up();
}

/** Drags an element (a handle) by a document offset. */
async function dragElement(page: Page, element: Locator, by: { x: number; y: number }) {
  const zoom = await zoomOf(page);
  const box = (await element.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + by.x * zoom, start.y + by.y * zoom, { steps: 8 });
  await page.mouse.up();
}

async function clickShape(page: Page, shape: Locator, modifiers: Array<'Shift' | 'Control'> = []) {
  const g = await geometry(shape);
  const point = await clientPoint(page, g.left + 5, g.top + 5);
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(point.x, point.y);
  for (const key of modifiers) await page.keyboard.up(key);
}

/** The snapping guides on show, as "axis position" (they are shown and placed by animations). */
function shownGuides(page: Page): Promise<string[]> {
  return page.locator('.designer-guide').evaluateAll((lines) =>
    lines
      .map((line) => ({ line, style: getComputedStyle(line) }))
      .filter(({ style }) => style.opacity === '1')
      .map(({ line, style }) => {
        const matrix = new DOMMatrixReadOnly(style.transform);
        const axis = line.classList.contains('designer-guide-x') ? 'x' : 'y';
        return `${axis} ${axis === 'x' ? matrix.m41 : matrix.m42}`;
      }),
  );
}

/** Browser console errors, so mounting the player's widgets inside the console is checked too. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a screen is built from the palette, edited by mouse, menu and keys, saved, reloaded and played', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const screenName = '设计器端到端';
  await openNewScreen(page, screenName);

  // Palette → canvas, at the drop point in document coordinates.
  await dragFromPalette(page, 'VText', 100, 100);
  await dragFromPalette(page, 'RectShape', 400, 300);
  await dragFromPalette(page, 'CircleShape', 700, 300);
  await dragFromPalette(page, 'VChart', 1000, 500);
  await expect(shapes(page)).toHaveCount(4);
  const text = shapes(page, 'VText');
  const rect = shapes(page, 'RectShape');
  const circle = shapes(page, 'CircleShape');
  const chart = shapes(page, 'VChart');
  expect(await geometry(text)).toMatchObject({ left: 100, top: 100 });
  expect(await geometry(chart)).toMatchObject({ left: 1000, top: 500 });
  await expect(chart.locator('.pw-component')).toBeVisible();

  // Move: one drag, one history step.
  const rectStart = await geometry(rect);
  await dragOnCanvas(page, { x: rectStart.left + 10, y: rectStart.top + 10 }, { x: 53, y: 37 });
  expect(await geometry(rect)).toMatchObject({ left: rectStart.left + 53, top: rectStart.top + 37 });
  await page.keyboard.press('Control+z');
  expect(await geometry(rect)).toMatchObject({ left: rectStart.left, top: rectStart.top });
  await page.keyboard.press('Control+y');
  expect(await geometry(rect)).toMatchObject({ left: rectStart.left + 53, top: rectStart.top + 37 });

  // Arrow keys nudge the selection: 1 px, 10 px with Shift.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  expect(await geometry(rect)).toMatchObject({ left: rectStart.left + 54, top: rectStart.top + 47 });

  // Snapping: dragged to 3 px below the circle's top, the rectangle meets it, with a guide shown at
  // that line while the mouse is down and gone after.
  const circleTop = (await geometry(circle)).top;
  const rectAt = await geometry(rect);
  const grab = await clientPoint(page, rectAt.left + 10, rectAt.top + 10);
  const drop = await clientPoint(page, rectAt.left + 40, circleTop + 13);
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(drop.x, drop.y, { steps: 6 });
  await expect.poll(() => shownGuides(page)).toContain(`y ${circleTop}`);
  await page.mouse.up();
  expect((await geometry(rect)).top).toBe(circleTop);
  expect(await shownGuides(page)).toEqual([]);
  await page.keyboard.press('Control+z');
  expect(await geometry(rect)).toMatchObject({ left: rectAt.left, top: rectAt.top });
  await page.keyboard.press('Control+y');

  // Non-resizable types have no resize handles; a chart has eight and a rotate handle.
  await clickShape(page, text);
  await expect(text.locator('[data-handle]')).toHaveCount(1);
  await clickShape(page, chart);
  await expect(chart.locator('[data-handle]')).toHaveCount(9);
  const chartStart = await geometry(chart);
  await dragElement(page, chart.locator('[data-handle="rb"]'), { x: 100, y: 50 });
  expect(await geometry(chart)).toMatchObject({
    left: chartStart.left,
    top: chartStart.top,
    width: chartStart.width + 100,
    height: chartStart.height + 50,
  });
  // Rotate: the handle dragged to the right of the centre turns the chart by 90°.
  const resized = await geometry(chart);
  const centre = await clientPoint(page, resized.left + resized.width / 2, resized.top + resized.height / 2);
  const rotateHandle = (await chart.locator('[data-handle="rotate"]').boundingBox())!;
  await page.mouse.move(rotateHandle.x + rotateHandle.width / 2, rotateHandle.y + rotateHandle.height / 2);
  await page.mouse.down();
  await page.mouse.move(centre.x + 150, centre.y, { steps: 8 });
  await page.mouse.up();
  expect((await geometry(chart)).rotate).toBe(90);
  await page.keyboard.press('Control+z');
  expect((await geometry(chart)).rotate).toBe(0);
  await page.keyboard.press('Control+Shift+z');
  expect((await geometry(chart)).rotate).toBe(90);

  // Group (Ctrl+G) and ungroup (Ctrl+Shift+G): the children come back where they were.
  const rectBefore = await geometry(rect);
  const circleBefore = await geometry(circle);
  await clickShape(page, rect);
  await clickShape(page, circle, ['Shift']);
  await page.keyboard.press('Control+g');
  await expect(shapes(page, 'Group')).toHaveCount(1);
  await expect(shapes(page)).toHaveCount(3);
  await page.keyboard.press('Control+Shift+g');
  await expect(shapes(page, 'Group')).toHaveCount(0);
  await expect(shapes(page)).toHaveCount(4);
  const rectAfter = await geometry(rect);
  const circleAfter = await geometry(circle);
  for (const key of ['left', 'top', 'width', 'height'] as const) {
    expect(Math.abs(rectAfter[key] - rectBefore[key])).toBeLessThan(0.5);
    expect(Math.abs(circleAfter[key] - circleBefore[key])).toBeLessThan(0.5);
  }

  // The toolbar's 对齐与分布: left edges aligned in one step; spacing needs three, so it cannot run on two.
  // (Ungrouping left both selected: the text is selected first, so the two clicks select two.)
  await clickShape(page, text);
  await clickShape(page, rect);
  await clickShape(page, circle, ['Shift']);
  await expect(page.locator('.designer-shape.is-selected')).toHaveCount(2);
  await page.getByTestId('arrange').click();
  const arrange = page.getByRole('menu').filter({ hasText: '左对齐' });
  await expect(arrange.getByRole('menuitem', { name: '水平等距分布' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await arrange.getByRole('menuitem', { name: '左对齐' }).click();
  await expect(arrange).toBeHidden();
  expect(rectAfter.left).not.toBe(circleAfter.left);
  const left = Math.min(rectAfter.left, circleAfter.left);
  expect((await geometry(rect)).left).toBe(left);
  expect((await geometry(circle)).left).toBe(left);
  await page.keyboard.press('Control+z');
  expect((await geometry(rect)).left).toBe(rectAfter.left);
  expect((await geometry(circle)).left).toBe(circleAfter.left);

  // Lock (Ctrl+L): a locked shape does not move; unlock (Ctrl+Shift+L) frees it.
  await clickShape(page, rect);
  await page.keyboard.press('Control+l');
  await dragOnCanvas(page, { x: rectAfter.left + 10, y: rectAfter.top + 10 }, { x: 80, y: 80 });
  expect(await geometry(rect)).toMatchObject({ left: rectAfter.left, top: rectAfter.top });
  await expect(rect.locator('[data-handle]')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+l');
  await expect(rect.locator('[data-handle]')).toHaveCount(1);

  // Context menu: copy the text, paste at the pointer.
  const textBox = await geometry(text);
  const onText = await clientPoint(page, textBox.left + 5, textBox.top + 5);
  await page.mouse.click(onText.x, onText.y, { button: 'right' });
  await contextMenu(page).getByText('复制', { exact: true }).click();
  const empty = await clientPoint(page, 300, 700);
  await page.mouse.click(empty.x, empty.y, { button: 'right' });
  await contextMenu(page).getByText('粘贴', { exact: true }).click();
  await expect(shapes(page, 'VText')).toHaveCount(2);
  expect(await geometry(shapes(page, 'VText').nth(1))).toMatchObject({ left: 300, top: 700 });

  // Layer moves at the ends say so.
  await page.mouse.click(empty.x, empty.y, { button: 'right' });
  await expect(contextMenu(page)).toBeVisible();
  const pasted = shapes(page, 'VText').nth(1);
  const pastedBox = await geometry(pasted);
  const onPasted = await clientPoint(page, pastedBox.left + 5, pastedBox.top + 5);
  await page.mouse.click(onPasted.x, onPasted.y, { button: 'right' });
  await contextMenu(page).getByText('上移', { exact: true }).click();
  await expect(page.getByText('已经到顶了')).toBeVisible();

  // Keyboard copy/paste (offset by 10), cut/paste, delete.
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(shapes(page, 'VText')).toHaveCount(3);
  expect(await geometry(shapes(page, 'VText').nth(2))).toMatchObject({ left: 310, top: 710 });
  await page.keyboard.press('Control+x');
  await expect(shapes(page, 'VText')).toHaveCount(2);
  await page.keyboard.press('Control+v');
  await expect(shapes(page, 'VText')).toHaveCount(3);
  await page.keyboard.press('Delete');
  await expect(shapes(page, 'VText')).toHaveCount(2);
  await clickShape(page, shapes(page, 'VText').nth(1));
  await page.keyboard.press('Backspace');
  await expect(shapes(page, 'VText')).toHaveCount(1);
  // Nothing selected: copy says 请选择组件.
  await page.mouse.click(empty.x, empty.y);
  await page.keyboard.press('Control+c');
  await expect(page.getByText('请选择组件')).toBeVisible();

  // Clear canvas asks first (Ctrl+E); cancelling keeps everything.
  await page.keyboard.press('Control+e');
  const confirm = page.locator('.arco-modal').filter({ hasText: '清空画布' });
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(shapes(page)).toHaveCount(4);

  // Text edited in place: emptied, the designer shows the hint in its place; paste brings plain text only.
  const editor = page.getByTestId('text-editor');
  await text.dblclick();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.mouse.click(empty.x, empty.y);
  await expect(editor).toHaveCount(0);
  expect(await text.locator('.pw-component').textContent()).toBe(TEXT_EDIT_HINT);
  await text.dblclick();
  await page.keyboard.press('Control+a');
  await editor.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<b>粗体</b>');
    data.setData('text/plain', '粗体');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(editor).toHaveText('粗体');
  await expect(editor.locator('b')).toHaveCount(0);
  // Enter at the end of the text starts a line of its own.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('第一行');
  await page.keyboard.press('Enter');
  await page.keyboard.type('第二行');
  expect(await editor.evaluate((element) => element.textContent)).toBe('第一行\n第二行');
  // Typing replaces it; undo and redo across the edit.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('你好大屏');
  await page.mouse.click(empty.x, empty.y);
  await expect(editor).toHaveCount(0);
  await expect(text).toContainText('你好大屏');
  await page.keyboard.press('Control+z');
  await expect(text).not.toContainText('你好大屏');
  await page.keyboard.press('Control+y');
  await expect(text).toContainText('你好大屏');

  // Preview (Ctrl+P) plays the draft full-window; Escape closes it.
  await page.keyboard.press('Control+p');
  const preview = page.getByTestId('designer-preview');
  await expect(preview).toContainText('你好大屏');
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  // Save (Ctrl+S), reload, and find it intact.
  const saved = {
    text: await geometry(text),
    rect: await geometry(rect),
    chart: await geometry(chart),
  };
  await page.keyboard.press('Control+s');
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByTestId('designer-toolbar')).not.toContainText('未保存');
  await page.reload();
  await expect(shapes(page)).toHaveCount(4);
  await expect(page.locator('.arco-modal').filter({ hasText: '恢复未保存的修改' })).toHaveCount(0);
  await expect(shapes(page, 'VText')).toContainText('你好大屏');
  expect(await geometry(shapes(page, 'VText'))).toEqual(saved.text);
  expect(await geometry(shapes(page, 'RectShape'))).toEqual(saved.rect);
  expect(await geometry(shapes(page, 'VChart'))).toEqual(saved.chart);

  // Publish, then a wall plays it with a playback key.
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  const textId = await shapes(page, 'VText').getAttribute('data-component-id');
  const screenId = decodeURIComponent(page.url().split('/designer/')[1]!);
  const answer = await callApi(
    page,
    API.customScreenKeyAdd,
    { screenId, keyName: '设计器' },
    await storedToken(page),
  );
  const wall = await page.context().newPage();
  await wall.goto((answer.data as CreatedPlaybackKey).playPath);
  await expect(wall.locator(`.pw-component[data-id="${textId}"]`)).toContainText('你好大屏');
  await expect(wall.locator('.pw-component[data-type="VChart"]')).toBeVisible();
  // The wall draws the text in the type the designer showed it in.
  const font = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await font(wall.locator(`.pw-component[data-id="${textId}"]`))).toBe(
    await font(shapes(page, 'VText').locator('.pw-component')),
  );

  expect(errors).toEqual([]);
});

test('unsaved work survives a reload, leaving asks first, files import and export, a refused save keeps the work', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openNewScreen(page, '设计器恢复');
  await dragFromPalette(page, 'VText', 200, 200);
  await dragFromPalette(page, 'RectShape', 500, 200);
  await expect(shapes(page)).toHaveCount(2);

  // Area selection on the empty canvas takes what lies wholly inside.
  await dragOnCanvas(page, { x: 150, y: 150 }, { x: 650, y: 350 });
  await expect(page.locator('.designer-shape.is-selected')).toHaveCount(2);

  // Layers: topmost first, lock and hide per row.
  await page.getByRole('tab', { name: '图层' }).click();
  const layers = page.getByTestId('designer-layers').locator('li');
  await expect(layers).toHaveCount(2);
  await expect(layers.first()).toContainText('矩形');
  await layers.first().getByRole('button', { name: '锁定' }).click();
  await expect(shapes(page, 'RectShape')).toHaveClass(/is-locked/);
  await layers.nth(1).getByRole('button', { name: '隐藏' }).click();
  await expect(shapes(page, 'VText')).toHaveCount(0);
  await layers.nth(1).getByRole('button', { name: '显示' }).click();
  await expect(shapes(page, 'VText')).toHaveCount(1);
  await page.getByRole('tab', { name: '组件' }).click();

  // Ctrl+wheel zooms the view only; Space+drag pans it.
  const zoomBefore = await zoomOf(page);
  const viewport = page.getByTestId('designer-viewport');
  const viewBox = (await viewport.boundingBox())!;
  await page.mouse.move(viewBox.x + viewBox.width / 2, viewBox.y + viewBox.height / 2);
  await page.keyboard.down('Control');
  for (let notch = 0; notch < 8; notch++) await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(zoomBefore * 1.5);
  expect(await geometry(shapes(page, 'VText'))).toMatchObject({ left: 200, top: 200 });
  const scrollBefore = await viewport.evaluate((element) => element.scrollLeft);
  await page.keyboard.down(' ');
  await page.mouse.down();
  await page.mouse.move(viewBox.x + viewBox.width / 2 - 200, viewBox.y + viewBox.height / 2, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up(' ');
  expect(await viewport.evaluate((element) => element.scrollLeft)).toBeGreaterThan(scrollBefore + 150);
  expect(await geometry(shapes(page, 'VText'))).toMatchObject({ left: 200, top: 200 });
  await page.getByTestId('zoom-level').click();

  // Unsaved changes are kept locally; reopening offers them back.
  await page.waitForTimeout(2500);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const restore = page.locator('.arco-modal').filter({ hasText: '恢复未保存的修改' });
  await restore.getByRole('button', { name: '恢复' }).click();
  await expect(shapes(page)).toHaveCount(2);
  await expect(page.getByTestId('designer-toolbar')).toContainText('未保存');

  // Leaving inside the console asks first.
  await page.getByRole('button', { name: '返回大屏列表' }).click();
  const leave = page.locator('.arco-modal').filter({ hasText: '离开设计器' });
  await leave.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('designer')).toBeVisible();

  // Export, clear, re-import; a broken file is refused in the user's words.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const exported = JSON.parse(
    await (await downloading).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    }),
  );
  expect(exported.componentData).toHaveLength(2);
  await page.getByTestId('import-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"componentData":[{"id":"a","component":"VText","style":{"width":"wide"}}]}'),
  });
  await expect(page.getByText('导入失败：所选文件不是有效的大屏文件，或已损坏')).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('not json at all'),
  });
  await expect(page.getByText(/导入失败：所选文件不是 JSON 文件/)).toBeVisible();
  await page.keyboard.press('Control+e');
  const clearConfirm = page.locator('.arco-modal').filter({ hasText: '清空画布' });
  await clearConfirm.getByRole('button', { name: '确定' }).click();
  await expect(shapes(page)).toHaveCount(0);
  await expect(clearConfirm).toBeHidden();
  await page.getByTestId('import-file').setInputFiles({
    name: 'screen.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(exported)),
  });
  await expect(shapes(page)).toHaveCount(2);

  // A refused save shows the server's message and keeps the work.
  const screenId = decodeURIComponent(page.url().split('/designer/')[1]!);
  const deleted = await callApi(page, API.customScreenDelete, { screenId }, await storedToken(page));
  expect(deleted.code).toBe(200);
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-error')).toContainText('大屏不存在');
  await expect(shapes(page)).toHaveCount(2);
  await expect(page.getByTestId('designer-toolbar')).toContainText('未保存');

  expect(errors).toEqual([]);
});

test('opened by its address, the designer is fetched while the session loads, and a component panel once the pointer moves', async ({
  page,
}) => {
  await openNewScreen(page, '按地址打开');
  // A page of its own: its pointer has never moved.
  const opened = await page.context().newPage();
  const asked: string[] = [];
  opened.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await opened.goto(page.url());
  await expect(canvas(opened)).toBeVisible();
  const designerCode = asked.findIndex((path) => /\/assets\/DesignerPage-[\w-]+\.js$/.test(path));
  expect(designerCode).toBeGreaterThanOrEqual(0);
  expect(designerCode).toBeLessThan(asked.indexOf('/front/user/queryCurrent'));

  const panelCode = /\/assets\/ComponentPanel-[\w-]+\.js$/;
  expect(asked.filter((path) => panelCode.test(path))).toEqual([]);
  const box = (await canvas(opened).boundingBox())!;
  const panelAsked = opened.waitForRequest((request) => panelCode.test(new URL(request.url()).pathname));
  await opened.mouse.move(box.x + 20, box.y + 20);
  await panelAsked;
  await opened.close();
});
