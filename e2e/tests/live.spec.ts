import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

// Live walls against a server of this file's own, run with the simulator on and a fast round, so it can
// be killed and started again without touching the server the other specs share.

const SHOWCASE = { id: 'screen-showcase', key: 'demo-wall-key-showcase-every-widget-0123456789' };
const OVERVIEW = { id: 'screen-demo', key: 'demo-wall-key-chengnan-phase1-0123456789abcdef' };
// Far from the ports of other runs, which are handed out one by one.
const PORT = Number(process.env.E2E_PORT ?? 18090) + 10_000;
const ORIGIN = `http://localhost:${PORT}`;
/** The reconnect delay the wall's config.json sets here; the seed's 10 s stays the default. */
const RECONNECT_MS = 1_000;
/** How long a pushed vehicle may take to show (issue 5 §6). */
const PUSH_BUDGET_MS = 2_000;

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
const workDir = fileURLToPath(new URL(`../.data/live-${PORT}/`, import.meta.url));
const dataDir = join(workDir, 'data');
const playerDir = join(workDir, 'player');

let server: ChildProcess | null = null;

/** Starts the server on PORT and the shared data folder, and waits until it answers. */
async function startServer(): Promise<void> {
  // Detached: killing its process group ends tsx and the node process it runs.
  server = spawn(join(serverDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverDir,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PLAYER_DIST: playerDir,
      SIMULATOR: 'on',
      SIMULATOR_INTERVAL_MS: '1000',
    },
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/player/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer on ${ORIGIN}`);
}

/** Ends the server at once, as a crash would (no graceful close of its sockets). */
async function killServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGKILL');
  await exited;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // The built player, with a config.json that reconnects after 1 s instead of 10 s.
  const built = process.env.PLAYER_DIST ?? fileURLToPath(new URL('../../player/dist/', import.meta.url));
  cpSync(built, playerDir, { recursive: true });
  writeFileSync(
    join(playerDir, 'config.json'),
    JSON.stringify({
      commonBaseUrl: '',
      siteBaseUrl: '',
      socketUrl: '/realtime',
      socketReconnectMs: RECONNECT_MS,
    }),
  );
  await startServer();
});

test.afterAll(async () => {
  await killServer();
  rmSync(workDir, { recursive: true, force: true });
});

const vehicleRows = (page: Page) => page.locator('.pw-vehicle-row');
const vehicleWidget = (page: Page) =>
  page.locator('.pw-component').filter({ has: page.locator('.pw-vehicle-row') });

interface PushedVehicle {
  plate: string;
  time: string;
  /** When the browser received it. */
  at: number;
}

/** The vehicles of the MESSAGE frames of one SockJS transport message (`a["<frame>", …]`). */
function vehiclesOf(payload: string): Omit<PushedVehicle, 'at'>[] {
  if (!payload.startsWith('a[')) return [];
  return (JSON.parse(payload.slice(1)) as string[])
    .filter((frame) => frame.startsWith('MESSAGE\n') && frame.includes('sendLrpEquipmentTimeLog'))
    .map((frame) => JSON.parse(frame.slice(frame.indexOf('\n\n') + 2).replace(/\0$/, '')))
    .map((body: { licensePlate: string; recognitionTime: string }) => ({
      plate: body.licensePlate,
      time: body.recognitionTime,
    }));
}

/**
 * Watches the vehicles pushed to the page on sendLrpEquipmentTimeLog, over every socket it opens
 * (reconnects included); `next()` answers the first one to arrive after it is called.
 */
function watchPushedVehicles(page: Page) {
  let waiting: ((vehicle: PushedVehicle) => void)[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      for (const vehicle of vehiclesOf(String(payload))) {
        const resolvers = waiting;
        waiting = [];
        for (const resolve of resolvers) resolve({ ...vehicle, at: Date.now() });
      }
    }),
  );
  return { next: () => new Promise<PushedVehicle>((resolve) => waiting.push(resolve)) };
}

test('a wall with a vehicle widget shows a new vehicle pushed by the simulator within 2 s', async ({
  page,
}) => {
  const pushes = watchPushedVehicles(page);
  await page.goto(`${ORIGIN}/player/?screen=${SHOWCASE.id}&key=${SHOWCASE.key}`);
  await expect(vehicleRows(page).first()).toBeVisible();

  // The list polls every 30 s: a vehicle showing within 2 s of its push came by the push.
  const vehicle = await pushes.next();
  const first = vehicleRows(page).first();
  await expect(first).toContainText(vehicle.plate, { timeout: PUSH_BUDGET_MS });
  expect(Date.now() - vehicle.at).toBeLessThan(PUSH_BUDGET_MS);
  await expect(first).toContainText(vehicle.time);
  // The list stays one page of 20.
  expect(await vehicleRows(page).count()).toBeLessThanOrEqual(20);
  await expect(vehicleWidget(page).locator('[data-state="stale"]')).toHaveCount(0);
});

test('killing and restarting the server marks widgets stale and then live again without reloading the page', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const pushes = watchPushedVehicles(page);
  await page.goto(`${ORIGIN}/player/?screen=${SHOWCASE.id}&key=${SHOWCASE.key}`);
  await expect(vehicleRows(page).first()).toBeVisible();
  const stale = vehicleWidget(page).locator('[data-state="stale"]');
  await expect(stale).toHaveCount(0);
  const cameras = page.locator('.pw-video-cell');
  await expect(cameras.locator('img').first()).toBeVisible();
  // The overview wall reads nothing live (clock, project facts, a table, the map).
  const overview = await context.newPage();
  await overview.goto(`${ORIGIN}/player/?screen=${OVERVIEW.id}&key=${OVERVIEW.key}`);
  await expect(overview.locator('.pw-component').first()).toBeVisible();
  // A reload would lose this.
  await page.evaluate(() => Object.assign(window, { __sameWall: true }));

  await killServer();
  await expect(stale).toBeVisible();
  await expect(stale).toContainText('实时连接中断');
  // Once, discreetly, on every wall: after 15 s without the socket.
  for (const wall of [page, overview]) {
    await expect(wall.locator('.pw-connection-lost')).toHaveCount(1, { timeout: 20_000 });
    await expect(wall.locator('.pw-connection-lost')).toHaveText('与服务器的连接已断开，正在重连…');
  }
  // The cameras lost their streams (a still picture for 20 s tells), and cannot read their addresses.
  await expect(cameras.locator('img')).toHaveCount(0, { timeout: 60_000 });

  await startServer();
  await expect(stale).toHaveCount(0, { timeout: 30_000 });
  for (const wall of [page, overview]) await expect(wall.locator('.pw-connection-lost')).toHaveCount(0);
  // The cameras ask again as soon as the server answers, not at the end of their back-off (up to 60 s).
  await expect(cameras.locator('img').first()).toBeVisible({ timeout: 15_000 });
  await overview.close();
  // Live again: the next vehicle the restarted server pushes shows on the same page.
  const vehicle = await pushes.next();
  await expect(vehicleRows(page).first()).toContainText(vehicle.plate, { timeout: PUSH_BUDGET_MS });
  expect(await page.evaluate(() => (window as { __sameWall?: boolean }).__sameWall)).toBe(true);
});

test.describe('with the wall’s service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a wall started again while the server is down plays its stored screen and data, says since when, and catches up', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${ORIGIN}/player/?screen=${OVERVIEW.id}&key=${OVERVIEW.key}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load ran before the worker; the next goes through it, which stores what the wall uses.
    await page.reload();
    const projectName = page.locator('.pw-component').getByText('城南安置房一期工程').first();
    await expect(projectName).toBeVisible();
    const components = await page.locator('.pw-component').count();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const keys = await (await caches.open('site-wall-offline-v1')).keys();
          return keys.some((key) => key.url.includes('/front/siteCustomScreen/play?offline-body='));
        }),
      )
      .toBe(true);
    // The map loads its outlines after it shows, the province's cities (Zhejiang, where the seed's
    // projects are) once its view has settled; the worker stores each file once it has come.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/player/assets/zhejiang-')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const stored = new Set(
            (await (await caches.open('site-wall-offline-v1')).keys()).map((key) => key.url),
          );
          return performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => url.includes('/player/assets/') && !stored.has(url));
        }),
      )
      .toEqual([]);
    await expect(page.locator('.pw-connection-lost')).toHaveCount(0);

    await killServer();
    // Every file of the player comes from storage: none fails for the page.
    const lostFiles: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/player/assets/')) lostFiles.push(request.url());
    });
    await page.reload();
    await expect(projectName).toBeVisible();
    await expect(page.locator('.pw-component')).toHaveCount(components);
    const note = page.locator('.pw-connection-lost');
    await expect(note).toContainText(/显示的是 \d\d-\d\d \d\d:\d\d 保存的数据/);
    await expect(page.locator('.pw-message')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(lostFiles).toEqual([]);

    await startServer();
    await expect(note).toHaveCount(0, { timeout: 30_000 });
    await expect(projectName).toBeVisible();
  });
});
