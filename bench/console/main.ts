// Prints the console's start figures (issue 18): the JavaScript and CSS a browser fetches, gzip-compressed
// as the server sends them, for the login page, the dashboard after logging in and the designer
// with 500 components, and the designer's time from navigation to 500 mounted widgets; median of 3 runs
// each, each in a fresh browser context (no cache). A script, not a test: it judges nothing.

import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { adminApi } from '../support/api';
import { startPlatform } from '../support/platform';
import { crowdedScreen } from '../support/screens';

const PORT = Number(process.env.BENCH_PORT ?? 18192);
const RUNS = 3;

interface Load {
  jsKb: number;
  cssKb: number;
  files: number;
  ms?: number;
}

/**
 * A page's scripts and styles are all in once none has arrived for this long: ECharts, for one, comes
 * after the network's first quiet moment.
 */
const SETTLED_MS = 3000;

/**
 * Counts every script and stylesheet the page receives from now on, by its gzip size at level 9, which is
 * what the server sends (the builds write that copy of each file), and resolves once no new one has come
 * for SETTLED_MS.
 */
function fetched(page: Page): () => Promise<Load> {
  const bodies: Promise<{ type: string; gzip: number }>[] = [];
  let last = Date.now();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    last = Date.now();
    bodies.push(
      response.body().then(
        (body) => ({ type, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ type, gzip: 0 }),
      ),
    );
  });
  return async () => {
    while (Date.now() - last < SETTLED_MS) await page.waitForTimeout(250);
    const all = await Promise.all(bodies);
    const kb = (type: string) =>
      all.filter((body) => body.type === type).reduce((sum, body) => sum + body.gzip, 0) / 1024;
    return { jsKb: kb('script'), cssKb: kb('stylesheet'), files: all.length };
  };
}

async function logIn(page: Page): Promise<void> {
  await page.getByTestId('login-name').fill('admin');
  await page.getByTestId('login-password').fill('admin123');
  await page.getByTestId('login-submit').click();
}

async function loginAndDashboard(browser: Browser, base: string): Promise<{ login: Load; dashboard: Load }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const total = fetched(page);
  await page.goto(`${base}/login`);
  await page.getByTestId('login-submit').waitFor();
  const login = await total();
  await logIn(page);
  await page.getByTestId('dashboard-page').waitFor();
  const dashboard = await total();
  await context.close();
  return { login, dashboard };
}

/** The designer opened straight from its address by a signed-in user, with nothing cached. */
async function designer(browser: Browser, base: string, path: string, count: number): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const signIn = await context.newPage();
  await signIn.goto(`${base}/login`);
  await logIn(signIn);
  await signIn.getByTestId('dashboard-page').waitFor();
  await signIn.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const total = fetched(page);
  const started = Date.now();
  await page.goto(`${base}${path}`);
  await page.waitForFunction(
    (expected) => document.querySelectorAll('.designer-shape .pw-component').length === expected,
    count,
    { timeout: 180_000, polling: 50 },
  );
  const ms = Date.now() - started;
  const load = { ...(await total()), ms };
  await context.close();
  return load;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const show = (name: string, loads: Load[]) => {
  const js = median(loads.map((load) => load.jsKb));
  const css = median(loads.map((load) => load.cssKb));
  const time = loads[0].ms === undefined ? '' : `, ready in ${median(loads.map((load) => load.ms ?? 0))} ms`;
  console.log(
    `${name}: ${(js + css).toFixed(0)} KB gzip (JS ${js.toFixed(0)} KB, CSS ${css.toFixed(0)} KB) in` +
      ` ${median(loads.map((load) => load.files))} files${time} (median of ${loads.length})`,
  );
};

const platform = await startPlatform(PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const api = await adminApi(platform.base);
  const screen = crowdedScreen();
  const screenId = await api.addDraft(screen);
  const path = `/electronic-display/custom-screen/designer/${encodeURIComponent(screenId)}`;
  const starts = [];
  const designers = [];
  for (let run = 0; run < RUNS; run += 1) {
    starts.push(await loginAndDashboard(browser, platform.base));
    designers.push(await designer(browser, platform.base, path, screen.componentData.length));
  }
  show(
    'login page',
    starts.map((start) => start.login),
  );
  show(
    'login page and the dashboard after logging in',
    starts.map((start) => start.dashboard),
  );
  show(`designer with ${screen.componentData.length} components, opened by its address`, designers);
} finally {
  await browser.close();
  platform.stop();
}
