import { request } from 'node:http';
import { API, type Envelope, type UploadAnswer } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { fileTasks } from './db/schema';
import { startPersonImport, waitForProgress } from './test/person-import';
import { createProcessData, type ProcessData, startServerProcess } from './test/server-process';
import { PNG } from './test/uploads';

const BOUNDARY = 'graceful-stop-boundary';

/** An upload whose body is sent in two halves: the answer comes once `finish` has sent the second. */
function uploadInTwoHalves(url: string, token: string) {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\notherImg\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="late.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  const sending = request(`${url}${API.fileUpload}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': body.length,
    },
  });
  const answer = new Promise<Envelope<UploadAnswer>>((resolve, reject) => {
    sending.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
    });
    sending.on('error', reject);
  });
  sending.write(body.subarray(0, half));
  return { answer, finish: () => sending.end(body.subarray(half)) };
}

/** Whether the server still takes a new call: a refused connection or 503 means it does not. */
const takesCalls = (url: string) =>
  fetch(`${url}${API.currentUser}`, { method: 'POST' })
    .then((answer) => answer.status !== 503)
    .catch(() => false);

describe('a server process stopped by its orchestrator (SIGTERM)', () => {
  let data: ProcessData;
  beforeAll(async () => {
    data = await createProcessData();
  }, 120_000);
  afterAll(() => data?.remove());

  it('takes no new call, finishes the one in flight, hands its import back and exits with 0', async () => {
    const server = await startServerProcess(data);
    const admin = await server.login('admin');
    const started = await startPersonImport(server, admin);
    await waitForProgress(server, admin, started.taskId, 10);
    const upload = uploadInTwoHalves(server.url, admin);
    // The first half has reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopped = server.stop();
    for (let tries = 0; (await takesCalls(server.url)) && tries < 100; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await takesCalls(server.url)).toBe(false);
    upload.finish();
    const answer = await upload.answer;
    expect(answer, answer.message).toMatchObject({ code: 200, data: { filePath: expect.any(String) } });
    await stopped;
    expect(server.exitCode(), server.errors()).toBe(0);

    const after = await openDatabase(data.database.restartTarget);
    try {
      const [task] = await after.db.select().from(fileTasks).where(eq(fileTasks.id, started.taskId));
      // Handed back: still to run, with no lease to wait out, so the next server takes it at once.
      expect(task.taskStatus).toBe('TASK_EXECUTE');
      expect(task.params).not.toHaveProperty('lease');
    } finally {
      await after.close();
    }
  }, 120_000);
});
