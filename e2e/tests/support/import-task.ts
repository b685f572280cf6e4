import { expect, type Locator, type Page } from '@playwright/test';

/**
 * In the open task centre, waits for the newest task to end with some rows refused (TASK_PART_FINISH)
 * and opens its detail: answers the task centre, the task's id and the detail view.
 */
export async function openPartlyFinishedTask(page: Page) {
  const centre = page.getByTestId('task-centre');
  const status = centre.locator('[data-testid^=task-status-]').first();
  await expect(status).toHaveAttribute('data-status', 'TASK_PART_FINISH', { timeout: 30_000 });
  const taskId = ((await status.getAttribute('data-testid')) ?? '').replace('task-status-', '');
  await centre.getByTestId(`task-detail-${taskId}`).click();
  return { centre, taskId, detail: page.getByTestId(`task-detail-view-${taskId}`) };
}

/** Sends the file previewed in the import dialog and follows its task into the task centre's detail. */
export async function importAndOpenDetail(page: Page, dialog: Locator) {
  await dialog.getByTestId('import-upload').click();
  await expect(page.getByTestId('import-result-message')).toContainText('导入任务已创建');
  await page.getByTestId('import-open-task-centre').click();
  return openPartlyFinishedTask(page);
}
