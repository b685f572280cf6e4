import { Readable } from 'node:stream';
import { type Envelope, PERSON_API } from '@site/shared-schema';
import ExcelJS from 'exceljs';
import { postJson } from '../support/session';
import type { Site } from './fill';
import { type Api, reason } from './latency';
import { type MemoryFigures, watchMemory } from './memory';

export interface ExportFigures {
  seconds: number;
  bytes: number;
  /** Data rows in the file (the header row not counted). */
  rows: number;
  memory: MemoryFigures;
  error?: string;
}

/** Data rows of an .xlsx, read as a stream (the file may hold 100,000 rows). */
async function countRows(file: Buffer): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {});
  for await (const sheet of reader) {
    for await (const _row of sheet) rows += 1;
  }
  return Math.max(0, rows - 1);
}

/** Exports every worker of the export project: the time to the last byte and the server's RSS meanwhile. */
export async function measureExport(api: Api, serverPid: number, site: Site): Promise<ExportFigures> {
  const memory = watchMemory(serverPid);
  const started = performance.now();
  let response: Response;
  let file: Buffer;
  try {
    const body = { projectId: site.exportProjectId, personType: 'WORKER' };
    response = await postJson(api.base, PERSON_API.export, body, api.token);
    file = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    return { seconds: 0, bytes: 0, rows: 0, memory: memory.stop(), error: reason(error) };
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = { seconds, bytes: file.length, rows: 0, memory: memory.stop() };
  // An export answers a file; a JSON answer is a refusal.
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const answer = JSON.parse(file.toString()) as Envelope<unknown>;
    return { ...figures, error: `${answer.code} ${answer.message}` };
  }
  if (!response.ok) return { ...figures, error: `HTTP ${response.status}` };
  try {
    return { ...figures, rows: await countRows(file) };
  } catch (error) {
    return { ...figures, error: `not a readable .xlsx: ${reason(error)}` };
  }
}
