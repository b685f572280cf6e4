// Prints the designer's figures: frame times (each frame's work on the main thread, and frames that ran
// late) on a canvas of 500 mounted widgets in Chromium, still and while one component is dragged, and
// the model's time per history step and per undo with the heap that 1,000 steps keep, against what
// deep-copied steps would hold. A script, not a test: it judges nothing.
// Run with --expose-gc (the package script does).

import { chromium } from '@playwright/test';
import { createScreenDocument, WIDGET_CATALOGUE } from '@site/shared-schema';
import { createComponent, createEditorStore, runCommand } from '../../console/src/designer/model';
import { adminApi } from '../support/api';
import { startPlatform } from '../support/platform';
import { crowdedScreen } from '../support/screens';
import { dragFrames } from './drag';

const STEPS = 1000;
const DRAG_STEPS = 200;
const PORT = Number(process.env.BENCH_PORT ?? 18191);
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function heapUsed(): number {
  gc?.();
  return process.memoryUsage().heapUsed;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

const types = Object.values(WIDGET_CATALOGUE)
  .filter((entry) => entry.palette !== null)
  .map((entry) => entry.type);

for (const count of [100, 500]) {
  const doc = {
    ...createScreenDocument(),
    componentData: Array.from({ length: count }, (_, index) =>
      createComponent(types[index % types.length], { left: (index * 37) % 1800, top: (index * 53) % 1000 }),
    ),
  };
  const store = createEditorStore(doc);
  const before = heapUsed();
  const stepTimes: number[] = [];
  for (let step = 0; step < STEPS; step += 1) {
    const target = doc.componentData[(step * 7) % count];
    const started = performance.now();
    store.updateStyle(target.id, { left: step % 1800 });
    stepTimes.push(performance.now() - started);
  }
  const kept = heapUsed() - before;
  const undoStarted = performance.now();
  for (let step = 0; step < STEPS; step += 1) store.undo();
  const undoMs = (performance.now() - undoStarted) / STEPS;

  store.select(doc.componentData.slice(0, 50).map((component) => component.id));
  const host = { save() {}, preview() {}, publish() {}, confirm: async () => true, notify() {} };
  const composeStarted = performance.now();
  await runCommand('compose', { store, host });
  await runCommand('decompose', { store, host });
  const composeMs = performance.now() - composeStarted;

  stepTimes.sort((a, b) => a - b);
  const deepCopyBytes = Buffer.byteLength(JSON.stringify(doc)) * STEPS;
  console.log(
    `${count} components, ${STEPS} steps: step p50 ${percentile(stepTimes, 0.5).toFixed(3)} ms,` +
      ` p95 ${percentile(stepTimes, 0.95).toFixed(3)} ms; undo ${undoMs.toFixed(3)} ms;` +
      ` history heap ${mb(kept)} (deep-copied steps would hold about ${mb(deepCopyBytes)} of JSON);` +
      ` compose + decompose of 50: ${composeMs.toFixed(1)} ms`,
  );
}

// The browser first: a failed launch then leaves no server behind.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const platform = await startPlatform(PORT);
try {
  const api = await adminApi(platform.base);
  const crowded = crowdedScreen();
  // The same drag on the crowded screen's rectangles alone: what this machine's browser costs anyway.
  const baseline = {
    ...crowded,
    // A screen's name is unique in its project.
    canvasStyleData: {
      ...crowded.canvasStyleData,
      screenName: `${crowded.canvasStyleData.screenName}（基线）`,
    },
    componentData: crowded.componentData.filter((c) => c.component === 'RectShape'),
  };
  for (const [name, screen] of [
    ['500 widgets', crowded],
    [`${baseline.componentData.length} rectangles (baseline)`, baseline],
  ] as const) {
    const screenId = await api.addDraft(screen);
    const path = `/electronic-display/custom-screen/designer/${encodeURIComponent(screenId)}`;
    const frames = await dragFrames(browser, platform.base, path, screen.componentData.length, DRAG_STEPS);
    for (const [what, { work, intervals }] of [
      ['still', frames.still],
      ['dragging one component', frames.drag],
    ] as const) {
      work.sort((a, b) => a - b);
      const late = intervals.filter((interval) => interval > 17.5).length;
      console.log(
        `canvas of ${name}, ${what}, ${DRAG_STEPS} frames: frame time median` +
          ` ${percentile(work, 0.5).toFixed(1)} ms, p95 ${percentile(work, 0.95).toFixed(1)} ms,` +
          ` max ${work.at(-1)?.toFixed(1)} ms; ${late} frames late (interval over one display frame)`,
      );
    }
  }
} finally {
  await browser.close();
  platform.stop();
}
