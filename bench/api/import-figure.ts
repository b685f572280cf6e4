import {
  API,
  type Envelope,
  type PageResult,
  PERSON_API,
  PERSON_RESOURCE,
  TASK_DETAIL_API,
  type Task,
} from '@site/shared-schema';
import { envelopeData, postJson } from '../support/session';
import { currentUserCase, personListCases } from './cases';
import type { Site } from './fill';
import { type Api, type Figures, measureWhile, reason, summarise } from './latency';
import { type MemoryFigures, watchMemory } from './memory';
import { headerOf, importWorkbook } from './workbook';

const IMPORT_ROWS = 10_000;
const POLL_MS = 250;
const POLL_ATTEMPTS = 5;
/** A run stays bounded: past this the figures say how far the import got and at what rate. */
const GIVE_UP_MS = 30 * 60_000;
const TELL_EVERY_MS = 60_000;
/** The other calls while the import runs: a busy user, every 200 ms, for 30 min at most. */
export const CALLS_DURING = { rounds: 9_000, pauseMs: 200 };

export interface ImportFigures {
  rows: number;
  /** Seconds until the import call answered its task. */
  answerSeconds: number;
  /** Seconds from sending the file until the task left TASK_EXECUTE (to the poll interval). */
  seconds: number;
  /** TASK_EXECUTE when the bench gave up waiting. */
  taskStatus: string;
  taskResult: string;
  /** Rows done and in all, as the task centre last answered. */
  progress?: number;
  total?: number;
  /** Rows the task refused, and why the first was refused. */
  failed?: number;
  firstFailure?: string;
  /** Other calls measured while the import ran. */
  during: Figures[];
  memory?: MemoryFigures;
  error?: string;
}

const notRun = (error: string): ImportFigures => ({
  rows: 0,
  answerSeconds: 0,
  seconds: 0,
  taskStatus: '',
  taskResult: '',
  during: [],
  error,
});

/** The template the console downloads, read for its header row. */
async function templateHeader(api: Api, site: Site): Promise<string[]> {
  const body = { projectId: site.projectId, personType: 'WORKER' };
  const response = await postJson(api.base, PERSON_API.template, body, api.token);
  if ((response.headers.get('content-type') ?? '').includes('json') || !response.ok) {
    const answer = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new Error(
      answer ? `template: ${answer.code} ${answer.message}` : `template: HTTP ${response.status}`,
    );
  }
  return headerOf(Buffer.from(await response.arrayBuffer()));
}

/** Sends the file as the console's upload does: the fixed fields, then the file. */
async function sendImport(api: Api, site: Site, file: Buffer): Promise<string> {
  const form = new FormData();
  form.append('projectId', site.projectId);
  form.append('personType', 'WORKER');
  form.append('file', new Blob([new Uint8Array(file)]), 'bench-import.xlsx');
  const response = await fetch(`${api.base}${PERSON_API.import}`, {
    method: 'POST',
    headers: { Authorization: api.token },
    body: form,
  });
  return (await envelopeData<{ taskId: string }>(PERSON_API.import, response)).taskId;
}

/**
 * Polls the task centre as its page does until the task leaves TASK_EXECUTE, or the bench gives up on it
 * (the last answer tells how far it got); times every poll and tells the progress now and then.
 */
async function waitForTask(api: Api, site: Site, taskId: string, pollDurations: number[]): Promise<Task> {
  const path = API.taskPageList;
  const taskType = PERSON_RESOURCE.taskTypes.import;
  const body = { businessId: site.projectId, pageNumber: 1, pageSize: 20, taskType };
  const deadline = Date.now() + GIVE_UP_MS;
  let toldAt = Date.now();
  let failuresInARow = 0;
  for (;;) {
    const started = performance.now();
    let page: PageResult<Task>;
    try {
      page = await envelopeData<PageResult<Task>>(path, await postJson(api.base, path, body, api.token));
      failuresInARow = 0;
    } catch (error) {
      // A dropped connection is retried; a server that stays away ends the wait.
      failuresInARow += 1;
      if (failuresInARow >= POLL_ATTEMPTS) throw error;
      console.log(`  … the task centre did not answer (${reason(error)}): polling again`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    pollDurations.push(performance.now() - started);
    const task = page.records.find((record) => record.taskId === taskId);
    if (!task) throw new Error(`task ${taskId} is not in the task centre`);
    if (task.taskStatus !== 'TASK_EXECUTE' || Date.now() > deadline) return task;
    if (Date.now() - toldAt > TELL_EVERY_MS) {
      console.log(`  … import: ${task.progress ?? '?'} of ${task.total ?? '?'} rows`);
      toldAt = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** How many rows the task refused, and the first reason, from its detail call. */
async function failures(
  api: Api,
  site: Site,
  taskId: string,
): Promise<{ failed: number; firstFailure?: string }> {
  const path = TASK_DETAIL_API.person;
  const body = {
    businessId: site.projectId,
    projectId: site.projectId,
    taskId,
    pageNumber: 1,
    pageSize: 1,
    recordStatus: 0,
  };
  const page = await envelopeData<PageResult<{ rowNumber: number; recordContent: string }>>(
    path,
    await postJson(api.base, path, body, api.token),
  );
  const first = page.records[0];
  return { failed: page.total, firstFailure: first && `row ${first.rowNumber}: ${first.recordContent}` };
}

/**
 * Imports 10,000 new workers into the large site and, while the task runs, times the person list, a
 * light call and the task centre's poll.
 */
export async function measureImport(
  api: Api,
  serverPid: number,
  site: Site,
  today: string,
): Promise<ImportFigures> {
  let file: Buffer;
  try {
    file = await importWorkbook(await templateHeader(api, site), IMPORT_ROWS, site, today);
  } catch (error) {
    return notRun(reason(error));
  }
  const memory = watchMemory(serverPid);
  const started = performance.now();
  let taskId: string;
  try {
    taskId = await sendImport(api, site, file);
  } catch (error) {
    return { ...notRun(reason(error)), memory: memory.stop() };
  }
  const answerSeconds = (performance.now() - started) / 1000;
  let running = true;
  const pollDurations: number[] = [];
  const polled = waitForTask(api, site, taskId, pollDurations).finally(() => {
    running = false;
  });
  const [list] = personListCases(site, today);
  const during = await measureWhile(api, [list, currentUserCase], () => running, CALLS_DURING);
  let task: Task;
  try {
    task = await polled;
  } catch (error) {
    return { ...notRun(reason(error)), answerSeconds, during, memory: memory.stop() };
  }
  const seconds = (performance.now() - started) / 1000;
  const figures: ImportFigures = {
    rows: IMPORT_ROWS,
    answerSeconds,
    seconds,
    taskStatus: task.taskStatus,
    taskResult: task.taskResult,
    progress: task.progress,
    total: task.total,
    during: [...during, summarise('task centre poll', pollDurations)],
    memory: memory.stop(),
  };
  try {
    return { ...figures, ...(await failures(api, site, taskId)) };
  } catch (error) {
    return { ...figures, firstFailure: `detail unavailable: ${reason(error)}` };
  }
}
