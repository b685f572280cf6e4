import { expect, type Page, test } from '@playwright/test';
import { CLIENT_TYPE, HELP_ADMIN_API } from '@site/shared-schema';
import { apiLogin, login } from './support/session';
import { expectNoXss, watchXss, XSS_CORPUS } from './support/xss-corpus';

// The help document (seed 000 §2, §7): read by everyone holding siteHelpDocument, managed by role admin
// (frontTenementHelpMenuManage), its HTML sanitised by DOMPurify before it is shown.
const HELP = '/help-document';

const tree = (page: Page) => page.getByTestId('help-tree');

test('the admin adds a folder and a Markdown document, which readers see rendered', async ({ page }) => {
  await login(page, 'admin', HELP);
  await expect(page.getByTestId('help-document-name')).toHaveText('登录与切换项目');
  const folder = `E2E目录${Date.now()}`;
  await page.getByTestId('help-add-folder').click();
  await page.getByTestId('help-editor-save').click();
  await expect(page.getByTestId('help-editor-problem')).toHaveText('请输入名称');
  await page.getByTestId('help-editor-name').fill(folder);
  await page.getByTestId('help-editor-save').click();
  const folderNode = tree(page).locator('.arco-tree-node', { hasText: folder });
  await expect(folderNode).toBeVisible();

  await folderNode.hover();
  await folderNode.locator('[data-testid^="help-addDocument-"]').click();
  await page.getByTestId('help-editor-name').fill('LED 节目发送');
  await page.getByTestId('help-editor-source').fill('## 发送\n\n选择**目标屏幕**后点击发送。');
  await expect(page.getByTestId('help-editor-preview').locator('strong')).toHaveText('目标屏幕');
  await page.getByTestId('help-editor-save').click();

  await expect(page.getByTestId('help-document-name')).toHaveText('LED 节目发送');
  await expect(page.getByTestId('help-document-content').locator('h2')).toHaveText('发送');
  await expect(page.getByTestId('help-document-content').locator('strong')).toHaveText('目标屏幕');
});

// As served, the Content-Security-Policy would refuse an inline handler that got through; without it
// (the bundles may be served by any web server) the payload itself would run and call the marker.
for (const mode of [
  { title: 'under the CSP', bypassCSP: false },
  { title: 'without the CSP', bypassCSP: true },
]) {
  test.describe(mode.title, () => {
    test.use({ bypassCSP: mode.bypassCSP });

    test('a document holding every payload of the XSS corpus runs none of them', async ({
      page,
      request,
    }) => {
      const token = await apiLogin(request, 'admin');
      const body = [
        ...XSS_CORPUS.map((payload) => `<p>${payload.text}</p>\n\n${payload.text}\n`),
        ...XSS_CORPUS.filter((payload) => payload.link).map(
          (payload) => `[链接${payload.id}](${payload.text}) <a href="${payload.text}">a${payload.id}</a>\n`,
        ),
      ].join('\n');
      const name = `XSS文档${Date.now()}`;
      const answer = await (
        await request.post(HELP_ADMIN_API.add, {
          data: { parentId: null, type: 'DOCUMENT', name, documentSource: body, clientType: CLIENT_TYPE },
          headers: { Authorization: token },
        })
      ).json();
      expect(answer.code, answer.message).toBe(200);

      const xss = await watchXss(page);
      await login(page, 'admin', HELP);
      await tree(page).getByText(name, { exact: true }).click();
      await expect(page.getByTestId('help-document-name')).toHaveText(name);
      // Shown as text where it is text, and every link and element made safe.
      await expect(page.getByTestId('help-document-content')).toContainText('{{constructor.constructor');
      for (const link of await page.getByTestId('help-document-content').locator('a').all())
        await link.click();
      await expectNoXss(xss, page, 'help document');

      await (
        await request.post(HELP_ADMIN_API.remove, {
          data: { documentId: answer.data.documentId },
          headers: { Authorization: token },
        })
      ).json();
    });
  });
}

test('a reader without the managing code sees no managing buttons', async ({ page }) => {
  await login(page, 'manager', HELP);
  await expect(page.getByTestId('help-document-name')).toBeVisible();
  await expect(page.getByTestId('help-add-folder')).toHaveCount(0);
  await expect(page.locator('[data-testid^="help-edit-"]')).toHaveCount(0);
});

test('an edit the connection drops is kept, and the editor of that document starts from it again', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, 'admin');
  const name = `E2E断网文档${Date.now()}`;
  const added = await (
    await request.post(HELP_ADMIN_API.add, {
      data: { parentId: null, type: 'DOCUMENT', name, documentSource: '旧内容', clientType: CLIENT_TYPE },
      headers: { Authorization: token },
    })
  ).json();
  const documentId = String(added.data.documentId);
  await login(page, 'admin', HELP);
  const node = tree(page).locator('.arco-tree-node', { hasText: name });
  const edit = async () => {
    await node.hover();
    await page.getByTestId(`help-edit-${documentId}`).click();
  };

  await page.route(`**${HELP_ADMIN_API.update}`, (route) => route.abort('internetdisconnected'));
  await edit();
  await expect(page.getByTestId('help-editor-source')).toHaveValue('旧内容');
  await page.getByTestId('help-editor-source').fill('## 雨季施工\n\n基坑边**严禁堆土**。');
  await page.getByTestId('help-editor-save').click();
  await expect(page).toHaveURL(/\/500\?redirect=%2Fhelp-document$/);

  // The server answers again: the document's editor starts from the edit, not from what was saved before.
  await page.unrouteAll();
  await expect(page).toHaveURL(/\/help-document$/, { timeout: 15_000 });
  await edit();
  await expect(page.getByTestId('form-draft')).toContainText('上次未能保存的内容已恢复');
  await expect(page.getByTestId('help-editor-source')).toHaveValue('## 雨季施工\n\n基坑边**严禁堆土**。');
  await expect(page.getByTestId('help-editor-preview').locator('strong')).toHaveText('严禁堆土');
  await page.getByTestId('help-editor-save').click();
  await expect(page.getByTestId('help-document-content').locator('strong')).toHaveText('严禁堆土');

  // Saved, the draft is gone: the editor reads the document.
  await edit();
  await expect(page.getByTestId('form-draft')).toHaveCount(0);
  await expect(page.getByTestId('help-editor-source')).toHaveValue('## 雨季施工\n\n基坑边**严禁堆土**。');

  // The document as read is nothing new: Escape closes at once. Once typed in, Escape asks first.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help-editor-source')).toBeHidden();
  await edit();
  await page.getByTestId('help-editor-source').fill('半页新写的内容');
  await page.keyboard.press('Escape');
  const discard = page.locator('.arco-modal').filter({ hasText: '放弃未保存的内容？' });
  await discard.getByRole('button', { name: '继续填写' }).click();
  await expect(page.getByTestId('help-editor-source')).toHaveValue('半页新写的内容');
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: '放弃' }).click();
  await expect(page.getByTestId('help-editor-source')).toBeHidden();
});
