import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { API, CAMERA_DIRECTIONS, createComponent, createScreenDocument } from '@site/shared-schema';
import { ACCOUNTS, apiLogin } from './support/session';

// Seeded by the server's demo data: project 1's east gate camera.
const PROJECT = '1';
const GATE = { deviceId: 'ipc-1', deviceName: '东大门', channelId: '1', channelName: '大门全景' };

/** Calls the API as admin and answers data, failing the test on any other code than 200. */
async function adminCall<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const token = await apiLogin(request, 'admin');
  const answer = await (await request.post(path, { data: body, headers: { Authorization: token } })).json();
  expect(answer.code, `${path}: ${answer.message}`).toBe(200);
  return answer.data as T;
}

/** A published wall of project 1 with one video monitor showing the gate camera; answers its key. */
async function publishCameraWall(request: APIRequestContext) {
  const monitor = createComponent('VideoMonitor', { left: 40, top: 40 });
  monitor.style = { ...monitor.style, width: 960, height: 540 };
  monitor.videoNum = 1;
  monitor.deviceList = [GATE];
  const document = createScreenDocument({ screenName: `云台控制测试${Date.now()}` });
  document.componentData = [monitor];
  const screen = await adminCall<{ screenId: string }>(request, API.customScreenAdd, {
    projectId: PROJECT,
    document,
  });
  await adminCall(request, API.customScreenPublish, { screenId: screen.screenId });
  return adminCall<{ key: string; playPath: string }>(request, API.customScreenKeyAdd, {
    screenId: screen.screenId,
  });
}

/** The picture an MJPEG <img> shows now, without its caption rows (clock, pose), as RGBA. */
async function picture(image: Locator): Promise<number[]> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(img, 0, 0);
    return Array.from(context.getImageData(0, 16, canvas.width, canvas.height - 32).data);
  });
}

const difference = (a: number[], b: number[]) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) if (i % 4 !== 3) sum += Math.abs(a[i] - b[i]);
  return sum / ((a.length / 4) * 3);
};

async function signIn(page: Page, account: keyof typeof ACCOUNTS) {
  const form = page.locator('.pw-camera-signin');
  await form.locator('input[name="loginName"]').fill(ACCOUNTS[account].loginName);
  await form.locator('input[name="password"]').fill(ACCOUNTS[account].password);
  await form.getByRole('button', { name: '登录' }).click();
}

test('the camera console moves the virtual camera and the picture changes', async ({ page, request }) => {
  const wall = await publishCameraWall(request);

  // A wall's key streams the camera but cannot move it.
  const refused = await request.post(API.cameraStartControl, {
    data: {
      deviceId: GATE.deviceId,
      channelId: '1',
      direction: 3,
      speed: 1,
      control_type: 1,
      businessId: PROJECT,
    },
    headers: { 'X-Playback-Key': wall.key },
  });
  expect((await refused.json()).code).toBe(401);

  await page.goto(wall.playPath);
  const cell = page.locator(`.pw-video-cell[data-device="${GATE.deviceId}/1"]`);
  const cellImage = cell.locator('img');
  await expect(cellImage).toHaveAttribute('src', /\/front\/siteMonitorDevice\/live\/ipc-1\/1\.mjpeg\?token=/);
  await picture(cellImage);

  await cell.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('云台控制 · 东大门 · 大门全景');
  expect((await dialog.boundingBox())?.width).toBe(1000);

  // Someone without the monitor permission cannot operate it.
  await signIn(page, 'nobody');
  await expect(dialog.getByRole('alert')).toHaveText('该账号没有云台控制权限');
  await signIn(page, 'manager');
  const consoleImage = dialog.locator('.pw-camera-screen img');
  const before = await picture(consoleImage);
  const screenBox = (await dialog.locator('.pw-camera-screen').boundingBox())!;
  const mainBox = (await dialog.locator('.pw-camera-screen').locator('..').boundingBox())!;
  expect(Math.abs(screenBox.height - (mainBox.height * 2) / 3)).toBeLessThan(2);

  const right = dialog.locator(`button[data-command="${CAMERA_DIRECTIONS.right}"]`);
  await right.click();
  await expect(dialog.getByRole('status')).toHaveText('云台转动中：右');
  await page.waitForTimeout(1_500);
  // A second command while the camera moves stops it.
  await dialog.locator(`button[data-command="${CAMERA_DIRECTIONS.up}"]`).click();
  await expect(dialog.getByRole('status')).toHaveText('云台已停止');
  await page.waitForTimeout(600);
  const after = await picture(consoleImage);
  expect(difference(before, after)).toBeGreaterThan(8);

  // Mirror flip and recording answer in the console.
  await dialog.locator('button[data-action="flip"]').click();
  await expect(dialog.locator('button[data-action="flip"]')).toHaveCSS(
    'background-color',
    'rgb(47, 111, 209)',
  );
  await dialog.locator('button[data-action="record"]').click();
  await expect(dialog.locator('button[data-action="record"]')).toHaveText('停止录像');
  const download = page.waitForEvent('download');
  await dialog.locator('button[data-action="record"]').click();
  expect((await download).suggestedFilename()).toMatch(/^ipc-1-1-\d+\.webm$/);

  // Closing while the camera moves stops it: the wall's picture holds still afterwards.
  await dialog.locator(`button[data-command="${CAMERA_DIRECTIONS.left}"]`).click();
  await expect(dialog.getByRole('status')).toHaveText('云台转动中：左');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.pw-camera-screen img')).toHaveCount(0);
  await page.waitForTimeout(800);
  const settled = await picture(cellImage);
  await page.waitForTimeout(1_200);
  expect(difference(settled, await picture(cellImage))).toBeLessThan(1);
});
