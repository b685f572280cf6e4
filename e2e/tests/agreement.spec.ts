import { expect, type Page, test } from '@playwright/test';
import { openPartlyFinishedTask } from './support/import-task';
import { chooseProject, DEFAULT_PROJECT, login, quietAgreementExceptionsToday } from './support/session';

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
  // It stays without hiding the top bar's tools (task centre, language, fullscreen, user).
  const tools = await page.locator('.app-navbar__tools').boundingBox();
  const box = await page.locator('.arco-notification', { has: notice }).boundingBox();
  expect(tools && box && box.y >= tools.y + tools.height).toBe(true);

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

test('an agreement pull and a refused team upload reach the report log; a pulled person is locked and unlocked', async ({
  page,
}) => {
  await login(page, 'admin');
  await quietAgreementExceptionsToday(page, '3');
  const reloaded = page.waitForEvent('load');
  await chooseProject(page, LONG_PROJECT);
  await reloaded;
  await page.goto('/enterprise-agreement/agreement-list');
  await page.getByTestId('zqxy-open-ZJ_JZGR').click();
  const view = page.getByTestId('zqxy-agreement');
  await expect(view).toContainText('浙江省建筑工人管理服务信息平台');

  // Companies: the pull finds every company of the project on the platform.
  await page.getByTestId('zqxy-company-pull').click();
  await expect(page.locator('.arco-message-success', { hasText: '平台已接收全部 4 条' })).toBeVisible();
  await expect(page.getByTestId('zqxy-company-table').locator('tbody .arco-table-tr')).toHaveCount(4);
  await expect(page.getByTestId('zqxy-company-table').locator('tbody')).not.toContainText('未上报');

  // A team without its leader's ID number is refused by the platform.
  await view.getByRole('tab', { name: '班组' }).click();
  const team = page.getByTestId('zqxy-team-table').locator('tbody .arco-table-tr', { hasText: '管廊木工班' });
  await team.getByTestId('zqxy-team-upload').click();
  await expect(page.getByTestId('zqxy-refusals')).toContainText('管廊木工班：班组长身份证号码为空');
  await expect(team).toContainText('失败');

  // The report log of the agreement (layout type 2): no agreement filter, the refusal on top.
  const logCall = page.waitForRequest((request) =>
    request.url().endsWith('/front/tenementAgreementUploadLog/pageListByProject'),
  );
  await view.getByRole('tab', { name: '上报日志' }).click();
  expect((await logCall).postDataJSON()).toMatchObject({
    businessId: '3',
    agreementCode: 'ZJ_JZGR',
    pageNumber: 1,
    pageSize: 20,
  });
  await expect(page.getByTestId('filter-agreementCode')).toHaveCount(0);
  const firstLog = page.getByTestId('report-log-table').locator('tbody .arco-table-tr').first();
  await expect(firstLog).toContainText('添加或修改班组');
  await expect(firstLog).toContainText('管廊木工班');
  await expect(firstLog).toContainText('获取失败');
  await expect(firstLog).toContainText('班组长身份证号码为空');

  // With the leader's ID number set, the platform takes the team.
  await view.getByRole('tab', { name: '项目与参数' }).click();
  await page
    .getByTestId('zqxy-targets-TEAM')
    .locator('.arco-table-tr', { hasText: '管廊木工班' })
    .getByRole('button', { name: '编辑参数' })
    .click();
  const params = page.getByTestId('zqxy-params-TEAM');
  await params.getByTestId('zqxy-param-teamLeaderIdcard').locator('input').fill('330109198803152317');
  await page.getByTestId('zqxy-params-TEAM-save').click();
  await expect(page.locator('.arco-message-success', { hasText: '保存成功' })).toBeVisible();
  await view.getByRole('tab', { name: '班组' }).click();
  await team.getByTestId('zqxy-team-upload').click();
  await expect(page.locator('.arco-message-success', { hasText: '平台已接收全部 1 条' })).toBeVisible();
  await expect(team).toContainText('已同步');

  // Persons: a ZQXY_PERSON_PULL task whose detail gives each person's result.
  await view.getByRole('tab', { name: '人员' }).click();
  await page.getByTestId('zqxy-person-pull').click();
  await expect(page.locator('.arco-message-success', { hasText: '拉取任务已创建' })).toBeVisible();
  for (const close of await page.locator('.arco-notification-close-btn').all()) await close.click();
  await page.getByTestId('task-centre-button').click();
  const { detail } = await openPartlyFinishedTask(page);
  await expect(detail.locator('[data-testid=task-detail-row][data-record-status="1"]').first()).toContainText(
    '管廊木工班',
  );
  await expect(detail.locator('[data-testid=task-detail-row][data-record-status="0"]').first()).toContainText(
    '所属班组未上报',
  );

  // A pulled person is locked with a reason, which may not be empty, and unlocked after a confirmation.
  await page.goto('/enterprise-agreement/agreement-list');
  await page.getByTestId('zqxy-open-ZJ_JZGR').click();
  await view.getByRole('tab', { name: '人员' }).click();
  const person = page
    .getByTestId('zqxy-person-table')
    .locator('tbody .arco-table-tr', { hasText: '管廊木工班' })
    .first();
  await expect(person).toContainText('正常');
  await person.getByRole('button', { name: '锁定' }).click();
  const lockDialog = page.locator('.arco-modal');
  await lockDialog.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message-warning', { hasText: '请输入锁定原因' })).toBeVisible();
  await page.getByTestId('zqxy-lock-reason').fill('劳动合同未上报');
  await lockDialog.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message-success', { hasText: '锁定成功' })).toBeVisible();
  const lockTag = person.locator('.arco-tag', { hasText: '已锁定' });
  await expect(lockTag).toHaveAttribute('title', '劳动合同未上报');
  await person.getByRole('button', { name: '解锁' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.arco-message-success', { hasText: '解锁成功' })).toBeVisible();
  await expect(lockTag).toHaveCount(0);
  await expect(person).toContainText('正常');
});
