import type { WallSample } from './probe';

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One sample of one wall, at so much wall time into the run. */
export interface Row {
  atMs: number;
  wall: string;
  sample: WallSample;
}

/** Fresh: nothing marked stale or failed, no lost-connection note, and data answered since the last sample. */
export const isFresh = ({ stale, notice, answered }: WallSample) => stale === 0 && !notice && answered > 0;

const COLUMNS: [header: string, value: (sample: WallSample) => string | number][] = [
  ['heap MB', (sample) => sample.heapMb.toFixed(2)],
  ['workers MB', (sample) => sample.workerMb.toFixed(2)],
  ['nodes', (sample) => sample.nodes],
  ['listeners', (sample) => sample.listeners],
  ['timeouts', (sample) => sample.timeouts],
  ['intervals', (sample) => sample.intervals],
  ['sockets', (sample) => sample.sockets],
  ['opened', (sample) => sample.opened],
  ['answered', (sample) => sample.answered],
  ['failed', (sample) => sample.failed],
  ['cancelled', (sample) => sample.aborted],
  ['stale', (sample) => sample.stale],
  ['fresh', (sample) => (isFresh(sample) ? 'yes' : 'NO')],
];

const when = (atMs: number) =>
  `d${Math.floor(atMs / DAY_MS)} ${String(Math.round((atMs % DAY_MS) / HOUR_MS)).padStart(2)}h`;

export const tableHeader = () =>
  `${'time'.padEnd(7)} ${'wall'.padEnd(9)} ${COLUMNS.map(([header]) => header).join(' ')}`;

export const tableRow = ({ atMs, wall, sample }: Row) =>
  `${when(atMs).padEnd(7)} ${wall.padEnd(9)} ${COLUMNS.map(([header, value]) => String(value(sample)).padStart(header.length)).join(' ')}`;

const change = (from: number, to: number) =>
  `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;

/**
 * A wall's growth from its first sample (the first hour) and from its first sample of the second day
 * (once the code the wall runs is compiled and its lists are full) to its last.
 */
export function growthLines(name: string, own: Row[]): string[] {
  const last = own[own.length - 1].sample;
  const since = (label: string, row: Row | undefined) => {
    if (!row || row === own[own.length - 1]) return [];
    const { sample } = row;
    return [
      `  from ${label}: heap ${sample.heapMb.toFixed(2)} → ${last.heapMb.toFixed(2)} MB (${change(sample.heapMb, last.heapMb)}),` +
        ` workers ${sample.workerMb.toFixed(2)} → ${last.workerMb.toFixed(2)} MB (${change(sample.workerMb, last.workerMb)}),` +
        ` nodes ${sample.nodes} → ${last.nodes} (${change(sample.nodes, last.nodes)}),` +
        ` listeners ${sample.listeners} → ${last.listeners},` +
        ` timers ${sample.timeouts + sample.intervals} → ${last.timeouts + last.intervals}`,
    ];
  };
  return [
    `${name}: samples fresh ${own.filter((row) => isFresh(row.sample)).length} of ${own.length}`,
    ...since(`the first hour (${when(own[0].atMs)})`, own[0]),
    ...since(
      'day 1',
      own.find((row) => row.atMs >= DAY_MS),
    ),
  ];
}
