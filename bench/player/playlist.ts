import type { Browser, CDPSession, Page } from '@playwright/test';
import { PLAYLIST_SECONDS, type WidgetType } from '@site/shared-schema';
import { adminApi } from '../support/api';
import { grownGroups, grownKinds, heapGroups, heapSnapshot } from '../support/heap-diff';
import { playlistScreen } from '../support/screens';

/**
 * Samples every so many turns, an even number so each shows the same screen; the first once lazy views,
 * the chart worker and the caches have settled, and growth read from it and from a quarter of the run
 * (V8 keeps compiling the wall's functions for a while, as bench:soak found).
 */
const SAMPLE_EVERY = 250;
const WARM_UP = 50;
/** The two screens: charts, a table, live records, clocks and shapes. */
const SCREENS: readonly (readonly WidgetType[])[] = [
  ['VText', 'Clock', 'VChart', 'VTable', 'PersonCount', 'RectShape'],
  ['ProjectName', 'AttendanceLiveChart', 'EntryExitRecord', 'SVGStar'],
];
const WIDGETS = SCREENS.reduce((sum, types) => sum + types.length, 0);

interface Sample {
  turn: number;
  heapMb: number;
  nodes: number;
}

/**
 * Both the shown screen and the one behind it have drawn every widget, none of them still loading its
 * data: sampled earlier, a widget's loading state would count for fewer DOM nodes than its rows.
 */
const bothDrawn = (page: Page, widgets: number) =>
  page.waitForFunction(
    (count) =>
      document.querySelectorAll('.pw-playlist-slot .pw-component').length === count &&
      document.querySelectorAll('.pw-playlist-slot .pw-component [data-state="loading"]').length === 0,
    widgets,
  );

async function sample(page: Page, cdp: CDPSession, turn: number): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { turn, heapMb: usedSize / 1024 / 1024, nodes };
}

/** Runs the display's clock until the playlist's next turn shows (a turn waits for its screen to be drawn). */
async function nextTurn(page: Page, turn: number): Promise<void> {
  await page.clock.runFor(PLAYLIST_SECONDS.min * 1000);
  const shown = page.locator(`.pw-playlist-slot[data-shown="true"][data-turn="${turn}"]`);
  while (!(await shown.count())) {
    await page.waitForTimeout(20);
    await page.clock.runFor(1000);
  }
}

/**
 * A registered display playing a playlist of two screens (charts, tables, live records and clocks), its
 * clock driven by Playwright so that each turn comes as soon as the next screen has drawn: heap after
 * GC and DOM nodes from the first turns to the last, each sampled once both screens have drawn, and real
 * time per switch.
 */
export async function playlistSwitches(browser: Browser, base: string, switches: number): Promise<void> {
  // The first sample, and the heap snapshot compared with the last, are taken at turn WARM_UP.
  if (switches < WARM_UP)
    throw new Error(`BENCH_PLAYLIST_SWITCHES must be at least ${WARM_UP} (got ${switches})`);
  const api = await adminApi(base);
  const screens: string[] = [];
  for (const types of SCREENS) screens.push(await api.publishScreen(playlistScreen(types)));
  const seconds = PLAYLIST_SECONDS.min;
  const playlistId = await api.addPlaylist(
    `基准轮播${Date.now()}`,
    screens.map((screenId) => ({ screenId, seconds })),
  );
  const token = await api.displayOf(playlistId);

  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    serviceWorkers: 'block',
  });
  // Heart-beats off: the clock jumps ahead of the server's beats, which would read as a dead socket.
  await context.route('**/player/config.json', (route) =>
    route.fulfill({ json: { socketUrl: '/realtime', socketHeartbeatMs: 0 } }),
  );
  // The display's day starts at 08:00 of today: 2,000 turns (about 3 simulated hours) then stay within the
  // day, as the server's data does. From the real time, a late run crossed midnight, and the live records
  // of the new day (none yet) read as 49 fewer DOM nodes.
  const today = new Date();
  await context.clock.install({
    time: new Date(today.getFullYear(), today.getMonth(), today.getDate(), 8),
  });
  await context.addInitScript(
    `localStorage.setItem('site-display', ${JSON.stringify(JSON.stringify({ token, display: null }))});`,
  );
  const page = await context.newPage();
  await page.goto(`${base}/player/`);
  await page.locator('.pw-playlist-slot[data-shown="true"] .pw-viewport').waitFor();

  const cdp = await context.newCDPSession(page);
  const samples: Sample[] = [];
  let firstSnapshot = '';
  const started = performance.now();
  for (let turn = 1; turn <= switches; turn += 1) {
    await nextTurn(page, turn);
    if (turn === WARM_UP || turn % SAMPLE_EVERY === 0) {
      await bothDrawn(page, WIDGETS);
      samples.push(await sample(page, cdp, turn));
      if (turn === WARM_UP) firstSnapshot = await heapSnapshot(cdp);
    }
  }
  const perSwitch = (performance.now() - started) / switches;
  const [before, after] = [heapGroups(firstSnapshot), heapGroups(await heapSnapshot(cdp))];
  await context.close();

  const last = samples[samples.length - 1];
  const change = (from: number, to: number) =>
    `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;
  console.log(`playlist of 2 screens, ${switches} switches (${perSwitch.toFixed(0)} ms real time each):`);
  for (const { turn, heapMb, nodes } of samples) {
    console.log(`  turn ${turn}: heap ${heapMb.toFixed(2)} MB, ${nodes} DOM nodes`);
  }
  const quarter = samples.find((entry) => entry.turn >= switches / 4) ?? last;
  for (const from of [samples[0], quarter]) {
    console.log(
      `  from turn ${from.turn} to ${last.turn}: heap ${change(from.heapMb, last.heapMb)}, nodes ${change(from.nodes, last.nodes)}`,
    );
  }
  console.log(`  heap snapshots, turn ${WARM_UP} → ${switches}, by kind: ${grownKinds(before, after)}`);
  console.log('  the groups that grew most:');
  for (const line of grownGroups(before, after, 8)) console.log(`  ${line}`);
}
