import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TASK_DETAIL_API } from '@site/shared-schema';
import { readXlsx, writeXlsx, type XlsxRow } from '../modules/task/xlsx';
import type { TestServer } from './server';

/** The rows of an .xlsx held in memory (read through the server's own streaming reader). */
export async function xlsxRows(bytes: Buffer): Promise<XlsxRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'xlsx-rows-'));
  try {
    await writeFile(join(dir, 'file.xlsx'), bytes);
    const rows: XlsxRow[] = [];
    for await (const row of readXlsx(join(dir, 'file.xlsx'))) rows.push(row);
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An .xlsx of a header and rows, as a person would upload it. */
export async function xlsxBytes(headers: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'xlsx-bytes-'));
  try {
    const path = join(dir, 'file.xlsx');
    async function* all() {
      yield* rows;
    }
    await writeXlsx(
      path,
      'Sheet1',
      headers.map((header) => ({ header })),
      all(),
    );
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Downloads a task's file with the download call: the raw answer, to read headers, status and body. */
export async function downloadTask(server: TestServer, taskId: string, token: string): Promise<Response> {
  return fetch(`${server.url}${TASK_DETAIL_API.download}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ taskId }),
  });
}
