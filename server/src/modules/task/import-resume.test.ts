import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageResult, PersonTaskDetail } from '@site/shared-schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTasks } from '../../db/schema';
import { createRestartableDatabase, RESTART_TIMEOUT_MS, type TestDatabase } from '../../test/database';
import { startTestServer, type TestServer } from '../../test/server';
import { ADMIN, applications, importSheet, registerTestImport, taskOf, waitForTask } from './test-imports';

const ROWS = 30;

describe('an import interrupted by a restart', () => {
  let database: TestDatabase;
  let remove: () => Promise<void>;
  let dataDir: string;
  const start = (restart: boolean) => startTestServer({ dataDir }, { database, restart });

  beforeAll(async () => {
    ({ database, remove } = await createRestartableDatabase());
    dataDir = await mkdtemp(join(tmpdir(), 'import-resume-'));
    registerTestImport('TEST_IMPORT_RESUME', 40);
  });
  afterAll(async () => {
    await remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'goes on after its last detail on the next start: every row applied and recorded exactly once',
    async () => {
      let server: TestServer = await start(false);
      let admin = await server.login('admin');
      const rows = Array.from({ length: ROWS }, (_, index) => [`工人${index}`, `id-${index}`, '', '']);
      const taskId = await importSheet(
        server,
        'TEST_IMPORT_RESUME',
        ['姓名', '身份证号', '照片', '结果'],
        rows,
      );
      const before = await waitForTask(server, admin, taskId, (task) => (task.progress ?? 0) >= 5);
      expect(before.taskStatus).toBe('TASK_EXECUTE');
      await server.close();

      server = await start(true);
      try {
        admin = await server.login('admin');
        const stopped = await taskOf(server, admin, taskId);
        expect(stopped.progress).toBeLessThan(ROWS);
        const task = await waitForTask(server, admin, taskId);
        expect(task).toMatchObject({
          taskStatus: 'TASK_ALL_FINISH',
          taskResult: `导入完成：成功${ROWS}条，失败0条`,
          progress: ROWS,
        });

        const page = await server.post<PageResult<PersonTaskDetail>>(
          '/front/tenementFileTask/queryPersonImportDetail',
          { projectId: '1', taskId, pageNumber: 1, pageSize: 100 },
          admin,
        );
        expect(page.data.records.map((row) => row.rowNumber)).toEqual(rows.map((_, index) => index + 2));
        const { db } = server.app.taskRunner.deps;
        const times = await Promise.all(rows.map((_, index) => applications(db, taskId, index + 2)));
        expect(times.every((count) => count === 1)).toBe(true);
      } finally {
        await server.close();
      }
    },
    RESTART_TIMEOUT_MS,
  );

  it(
    'fails cleanly when its handler or its file is gone, and fails an export cut off by a stop',
    async () => {
      const server = await start(true);
      try {
        const admin = await server.login('admin');
        const { db } = server.app.taskRunner.deps;
        const rows = [['甲', '1', '', '']];
        const lost = await importSheet(
          server,
          'TEST_IMPORT_RESUME',
          ['姓名', '身份证号', '照片', '结果'],
          rows,
        );
        await waitForTask(server, admin, lost);
        const stale = sql`jsonb_set(${fileTasks.params}, '{lease}', '{"owner":"gone","until":"2000-01-01T00:00:00Z"}')`;
        await db
          .update(fileTasks)
          .set({ taskStatus: 'TASK_EXECUTE', taskType: 'NO_SUCH_IMPORT', params: stale, updatedAt: null })
          .where(eq(fileTasks.id, lost));
        await db.insert(fileTasks).values({
          id: 'export-cut-off',
          orgId: ADMIN.orgId,
          projectId: '1',
          userId: ADMIN.userId,
          taskName: '人员导出',
          taskType: 'PERSON_EXPORT',
          operateType: 'EXPORT',
          taskStatus: 'TASK_EXECUTE',
          fileName: '人员导出.xlsx',
          params: { kind: 'export', lease: { owner: 'gone', until: '2000-01-01T00:00:00Z' } },
        });
        server.app.taskRunner.wake();
        expect(await waitForTask(server, admin, lost)).toMatchObject({
          taskStatus: 'TASK_FAIL',
          taskResult: '导入中断：没有NO_SUCH_IMPORT类型的导入程序（成功1条，失败0条）',
        });
        expect(await waitForTask(server, admin, 'export-cut-off')).toMatchObject({
          taskStatus: 'TASK_FAIL',
          taskResult: '导出中断：服务器已重启，请重新导出',
        });

        await rm(join(dataDir, 'tasks', lost), { recursive: true });
        await db
          .update(fileTasks)
          .set({ taskStatus: 'TASK_EXECUTE', taskType: 'TEST_IMPORT_RESUME', params: stale })
          .where(eq(fileTasks.id, lost));
        server.app.taskRunner.wake();
        expect(await waitForTask(server, admin, lost)).toMatchObject({
          taskStatus: 'TASK_FAIL',
          taskResult: '导入中断：导入文件已丢失（成功1条，失败0条）',
        });
        // The seeded export shown as running is not one of ours: it is left alone.
        expect((await taskOf(server, admin, 'task-admin-4')).taskStatus).toBe('TASK_EXECUTE');
      } finally {
        await server.close();
      }
    },
    RESTART_TIMEOUT_MS,
  );
});
