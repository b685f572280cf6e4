import { expect, test } from '@playwright/test';
import {
  chooseProject,
  DEFAULT_PROJECT,
  login,
  PAST_DEADLINE_PROJECT,
  quietAgreementExceptionsToday,
} from './support/session';

const LONG_PROJECT = '杭州市萧山区国际博览中心配套市政道路及综合管廊建设工程';

test('the first project is current by default and switching reloads into the chosen one', async ({
  page,
}) => {
  // A page with the sidebar open: the dashboard keeps it closed.
  await login(page, 'admin', '/manage/project-info');
  const selector = page.getByTestId('project-selector');
  await expect(selector).toContainText(DEFAULT_PROJECT);
  await expect(page.getByTestId('sidebar-project-name')).toContainText(DEFAULT_PROJECT);
  // The long-named project has agreement exceptions; their dialog is tested in agreement.spec.ts.
  await quietAgreementExceptionsToday(page, '3');

  const reloaded = page.waitForEvent('load');
  await chooseProject(page, LONG_PROJECT);
  await reloaded;
  await expect(page).toHaveURL(/\/manage\/project-info$/);
  await expect(selector).toContainText(LONG_PROJECT);
  // Past 20 characters the sidebar header explains itself in a tooltip.
  await page.getByTestId('sidebar-project-name').hover();
  await expect(page.getByRole('tooltip')).toContainText(LONG_PROJECT);

  // The choice is remembered across a fresh visit.
  await page.goto('/');
  await expect(selector).toContainText(LONG_PROJECT);
});

test('a project past its deadline is blocked and only the selector stays usable', async ({ page }) => {
  await login(page, 'admin');
  const reloaded = page.waitForEvent('load');
  await chooseProject(page, PAST_DEADLINE_PROJECT);
  await reloaded;

  const notice = page.getByTestId('deadline-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('deadline-project-name')).toHaveText(PAST_DEADLINE_PROJECT);
  await expect(notice.getByTestId('deadline-start')).toHaveText('2024-01-01');
  await expect(notice.getByTestId('deadline-end')).toHaveText('2025-12-31');
  await expect(page.getByTestId('top-menu')).toHaveCount(0);
  // It covers the user menu, so it offers signing out itself.
  await expect(notice.getByTestId('deadline-logout')).toBeEnabled();

  // The selector leads back out.
  const back = page.waitForEvent('load');
  await chooseProject(page, DEFAULT_PROJECT);
  await back;
  await expect(page.getByTestId('deadline-notice')).toHaveCount(0);
  await expect(page.getByTestId('top-menu')).toBeVisible();
});
