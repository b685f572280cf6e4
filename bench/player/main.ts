// Prints the player's figures: bundle sizes, time to render a 100-widget screen, heap across 1,000
// data refreshes, heap and DOM nodes across 2,000 playlist switches. A script, not a test: it judges nothing, the budgets are in the issue and the note.
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { WIDGET_CATALOGUE, WIDGET_TYPES } from '@site/shared-schema';
import { adminApi } from '../support/api';
import { startCounter, startPlatform } from '../support/platform';
import { allRendered, noteRendering, type RenderingTimes, renderingTimes } from '../support/rendered';
import { hundredWidgetScreen, refreshScreen } from '../support/screens';
import { bundleSizes } from './bundle-sizes';
import { playlistSwitches } from './playlist';

const PORT = Number(process.env.BENCH_PORT ?? 18190);
const RUNS = 3;
/** Playlist switches the heap and DOM are followed across (issue 17). */
const SWITCHES = Number(process.env.BENCH_PLAYLIST_SWITCHES ?? 2000);
const distDir = fileURLToPath(new URL('../../player/dist', import.meta.url));
const kb = (value: number) => `${value.toFixed(1)} KB`;
/** What the budget lets finish after the rest of the wall, as long as nothing moves: charts and the map. */
const LATER_TYPES = WIDGET_TYPES.filter(
  (type) => type === 'VMap' || WIDGET_CATALOGUE[type].palette === 'charts',
);

function printBundle(): void {
  const { initial, lazy } = bundleSizes(distDir);
  const total = initial.reduce((sum, chunk) => sum + chunk.gzipKb, 0);
  console.log(`initial JavaScript (gzip): ${kb(total)} in ${initial.length} file(s)`);
  for (const chunk of initial) console.log(`  ${chunk.file}  ${kb(chunk.gzipKb)}`);
  console.log(`lazy chunks (gzip), ${lazy.length}:`);
  for (const chunk of lazy) console.log(`  ${chunk.file}  ${kb(chunk.gzipKb)}`);
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

async function waitForReads(reads: () => number, target: number): Promise<void> {
  while (reads() < target) await new Promise((resolve) => setTimeout(resolve, 200));
}

printBundle();
// The browser first: a failed launch then leaves no server behind.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const platform = await startPlatform(PORT);
const counter = await startCounter();
try {
  const api = await adminApi(platform.base);
  const hundredScreen = hundredWidgetScreen();
  const hundred = await api.publish(hundredScreen);
  const starts: Required<RenderingTimes>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await noteRendering(page, hundredScreen.componentData.length, LATER_TYPES);
    await page.goto(`${platform.base}${hundred}`);
    starts.push(await renderingTimes(page));
    await page.close();
  }
  const runs = (values: number[], unit = ' ms', digits = 0) =>
    `${values.map((value) => `${value.toFixed(digits)}${unit}`).join(', ')}` +
    ` (median ${[...values].sort((a, b) => a - b)[Math.floor(RUNS / 2)].toFixed(digits)}${unit})`;
  const of = (key: keyof RenderingTimes) => starts.map((times) => times[key]);
  console.log(`100-widget screen, navigation to the first widget painted: ${runs(of('first'))}`);
  console.log(
    `100-widget screen, navigation to all but charts and the map rendered: ${runs(of('allButLater'))}`,
  );
  console.log(`100-widget screen, navigation to all rendered: ${runs(of('all'))}`);
  console.log(`100-widget screen, layout shift while rendering: ${runs(of('layoutShift'), '', 4)}`);

  await api.allowRelayHost(counter.host);
  const refreshing = await api.publish(refreshScreen(counter.url));
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`${platform.base}${refreshing}`);
  await allRendered(page, 100, 16);
  // Warm up first: lazy views, the worker and the caches settle before the baseline.
  await waitForReads(counter.reads, counter.reads() + 200);
  const before = await heapMb(page);
  const start = counter.reads();
  await waitForReads(counter.reads, start + 1000);
  const after = await heapMb(page);
  const growth = ((after - before) / before) * 100;
  console.log(
    `JS heap across ${counter.reads() - start} data refreshes: ${before.toFixed(2)} MB → ${after.toFixed(2)} MB` +
      ` (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`,
  );
  await page.close();

  await playlistSwitches(browser, platform.base, SWITCHES);
} finally {
  await browser.close();
  counter.stop();
  platform.stop();
}
