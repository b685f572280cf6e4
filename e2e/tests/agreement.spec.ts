import { expect, type Page, test } from '@playwright/test';
import { chooseProject, DEFAULT_PROJECT, login } from './support/session';

// The seed gives agreement exceptions and locked labourers to this project only.
const LONG_PROJECT = '杭州市萧山区国际博览中心配套市政道路及综合管廊建设工程';
const ACKNOWLEDGE = '已知晓，稍后处理';

/** Waits for the layout's exception check, after which the dialog would already be open. */
const exceptionCheck = (page: Page) =>
  page.waitForResponse((response) =>
    response.url().endsWith('/front/siteProjectAgreement/listExceptionByProject'),
  );

test('agreement exceptions open a counted-down dialog and locked labour a persistent notice', async ({
  page,
}) => {
  const firstCheck = exceptionCheck(page);
  await login(page, 'admin');
  await expect(page.getByTestId('project-selector')).toContainText(DEFAULT_PROJECT);
  await firstCheck;
  await expect(page.getByTestId('agreement-exception-dialog')).toHaveCount(0);
  await expect(page.getByTestId('agreement-lock-notice')).toHaveCount(0);

  const reloaded = page.waitForEvent('load');
  await chooseProject(page, LONG_PROJECT);
  await reloaded;

  const dialog = page.getByTestId('agreement-exception-dialog');
  await expect(dialog).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog).toContainText('杭州市建筑工人实名制管理平台');
  await expect(dialog).toContainText('浙江省建筑工人管理服务信息平台');
  const button = page.getByTestId('agreement-exception-acknowledge');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(new RegExp(`^${ACKNOWLEDGE}（[1-5]s）$`));
  await expect(button).toBeEnabled({ timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_500);
  await expect(button).toHaveText(ACKNOWLEDGE);

  // Past the countdown, longer than any self-closing toast, the lock notice is still there.
  const notice = page.getByTestId('agreement-lock-notice');
  await expect(notice).toContainText('2名劳务人员');

  await page.getByTestId('agreement-exception-quiet').click();
  const acknowledged = page.waitForRequest((request) =>
    request.url().endsWith('/front/siteProject/updateAgreementExceptionNotice'),
  );
  await button.click();
  expect((await acknowledged).postDataJSON()).toMatchObject({
    projectId: '3',
    agreementExcptionNoneDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  });
  await expect(dialog).toBeHidden();

  await page.getByTestId('agreement-lock-export').click();
  await expect(page.locator('.arco-message-success')).toContainText('导出成功，请到任务中心下载');
  await expect(notice).toBeVisible();

  // Not reminded again today: a new visit checks again and leaves the dialog closed, the lock notice shown.
  const secondCheck = exceptionCheck(page);
  await page.reload();
  await secondCheck;
  await expect(notice).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
