import type { ExportFigures } from './export-figure';
import type { Site } from './fill';
import { CALLS_DURING, type ImportFigures } from './import-figure';
import type { Figures } from './latency';
import { megabytes } from './memory';

/** The issue's budgets: judged and printed, never a reason to fail. */
const BUDGETS = {
  /** p99 of the lists, on PostgreSQL. */
  listP99Ms: 50,
  /** The server's RSS above its level before the export. */
  exportRiseBytes: 200 * 1024 * 1024,
  /** p99 of other calls while an import runs. */
  duringImportP99Ms: 200,
};

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
const thousands = (value: number) => value.toLocaleString('en-US');
const ms = (value: number) => value.toFixed(1);

/** Columns padded to their widest cell; numbers right-aligned. */
function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) {
    const cells = row.map((cell, column) =>
      /^[\d.,]+$/.test(cell) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
    );
    console.log(`  ${cells.join('  ').trimEnd()}`);
  }
}

function latencyRows(figures: readonly Figures[], budgetMs: number | null, budgetTitle: string): string[][] {
  return [
    ['call', 'requests', 'p50 ms', 'p99 ms', 'max ms', budgetTitle],
    ...figures.map((figure) => {
      if (figure.error && figure.requests === 0)
        return [figure.label, '-', '-', '-', '-', `not measured: ${figure.error}`];
      const judged = budgetMs === null ? '' : verdict(figure.p99 < budgetMs);
      const cells = [
        figure.label,
        thousands(figure.requests),
        ms(figure.p50),
        ms(figure.p99),
        ms(figure.max),
      ];
      const failed = figure.failures ? ` (${figure.failures} failed, last: ${figure.error})` : '';
      const stopped = figure.error && !figure.failures ? ` (stopped: ${figure.error})` : '';
      return [...cells, `${judged}${failed}${stopped}`];
    }),
  ];
}

export function printSite(site: Site, fillSeconds: number): void {
  console.log(
    `project ${site.projectId}: ${thousands(site.people)} people (${thousands(site.workers)} workers), ` +
      `${thousands(site.records)} entry/exit records (${thousands(site.recordDayCount)} on ${site.recordDay}); ` +
      `${thousands(site.craneReadings)} crane readings; ` +
      `project ${site.exportProjectId}: ${thousands(site.exportRows)} workers; filled and analysed in ${fillSeconds.toFixed(1)} s`,
  );
}

export function printLists(figures: readonly Figures[], judged: boolean, took: string): void {
  console.log(`\nlists (one request at a time after a warm-up; ${took} in all):`);
  const title = judged
    ? `p99 < ${BUDGETS.listP99Ms} ms`
    : `(the ${BUDGETS.listP99Ms} ms budget is PostgreSQL's)`;
  printTable(latencyRows(figures, judged ? BUDGETS.listP99Ms : null, title));
}

export function printExport(figures: ExportFigures, expectedRows: number): void {
  const { baseline, peak } = figures.memory;
  const rise = peak - baseline;
  const memory = `server RSS ${megabytes(baseline)} before, peak ${megabytes(peak)} (+${megabytes(rise)})`;
  console.log(`\nexport of ${thousands(expectedRows)} workers:`);
  if (figures.error) {
    console.log(`  not measured: ${figures.error}`);
    return;
  }
  console.log(
    `  ${figures.seconds.toFixed(1)} s, ${megabytes(figures.bytes)} file, ${thousands(figures.rows)} rows; ${memory}` +
      ` — budget +${megabytes(BUDGETS.exportRiseBytes)}: ${verdict(rise < BUDGETS.exportRiseBytes)}`,
  );
}

export function printImport(figures: ImportFigures): void {
  console.log(`\nimport of ${thousands(figures.rows || 0)} workers:`);
  if (figures.error) console.log(`  not measured: ${figures.error}`);
  if (figures.taskStatus === 'TASK_EXECUTE') {
    const done = figures.progress ?? 0;
    const rate = done / figures.seconds;
    const whole = rate > 0 ? `, about ${(figures.rows / rate / 60).toFixed(0)} min for all` : '';
    console.log(
      `  answered in ${figures.answerSeconds.toFixed(2)} s; gave up waiting after ${(figures.seconds / 60).toFixed(0)} min ` +
        `at ${thousands(done)} of ${thousands(figures.total ?? figures.rows)} rows (${rate.toFixed(1)} rows/s${whole})`,
    );
  } else if (figures.taskStatus) {
    const refused = figures.failed === undefined ? '' : `, ${thousands(figures.failed)} rows refused`;
    const first = figures.firstFailure ? ` (first: ${figures.firstFailure})` : '';
    console.log(
      `  answered in ${figures.answerSeconds.toFixed(2)} s, task ${figures.taskStatus} after ` +
        `${figures.seconds.toFixed(1)} s${refused}${first}${figures.taskResult ? `; result: ${figures.taskResult}` : ''}`,
    );
  }
  if (figures.memory) {
    const { baseline, peak } = figures.memory;
    console.log(
      `  server RSS ${megabytes(baseline)} before, peak ${megabytes(peak)} (+${megabytes(peak - baseline)})`,
    );
  }
  if (figures.during.length > 0) {
    console.log(`  other calls while it ran (one user, a round every ${CALLS_DURING.pauseMs} ms):`);
    printTable(
      latencyRows(figures.during, BUDGETS.duringImportP99Ms, `p99 < ${BUDGETS.duringImportP99Ms} ms`),
    );
  }
}
