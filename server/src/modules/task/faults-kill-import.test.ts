import {
  API,
  type PageResult,
  PERSON_API,
  PERSONNEL_API,
  type ProjectCompanyItem,
  type Task,
} from '@site/shared-schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { fileTaskDetails, fileTasks, persons } from '../../db/schema';
import { newIdcard, newMobile } from '../../resource/test-support';
import { DEMO_PROJECTS } from '../../seed/demo';
import {
  createProcessData,
  type ProcessData,
  type ServerProcess,
  startServerProcess,
} from '../../test/server-process';
import { xlsxBytes } from '../../test/xlsx';

const PROJECT = DEMO_PROJECTS.main;
const ROWS = 200;
/** Rows applied before the kill: a good part of the file, far from all of it. */
const APPLIED_BEFORE_KILL = 20;
/** Every 25th row has an ID number the import refuses, so the outcome of every row is known. */
const refused = (index: number) => index % 25 === 24;
const REFUSAL = '请输入正确的身份证号码';

describe('the server killed (SIGKILL) during a person import', () => {
  let data: ProcessData;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    data = await createProcessData();
  });
  afterAll(async () => {
    await server?.stop();
    await data.remove();
  });

  it('finishes the task after the restart with every row applied at most once, as its details say', async () => {
    server = await startServerProcess(data);
    const killed = server;
    let admin = await killed.login('admin');
    const companies = await killed.post<PageResult<ProjectCompanyItem>>(
      PERSONNEL_API.projectCompanies,
      { projectId: PROJECT },
      admin,
    );
    const company = companies.data.records[0].companyName;
    const idcards = new Set<string>();
    while (idcards.size < ROWS) idcards.add(newIdcard());
    const rows = [...idcards].map((idcard, index) => [
      `断电${index}`,
      refused(index) ? `12345-${index}` : idcard,
      '2024-03-01',
      '是',
      newMobile(),
      company,
    ]);
    const accepted = rows.filter((_, index) => !refused(index)).map((row) => row[1]);

    const form = new FormData();
    form.append('projectId', PROJECT);
    form.append('personType', 'WORKER');
    const sheet = await xlsxBytes(
      ['姓名', '身份证号', '身份证开始日期', '身份证长期有效', '手机号码', '所属企业'],
      rows,
    );
    form.append('file', new Blob([sheet]), '人员导入.xlsx');
    const started = await killed.send<{ taskId: string }>(PERSON_API.import, { body: form }, admin);
    expect(started, started.message).toMatchObject({ code: 200 });
    const { taskId } = started.data;

    const taskOf = async (on: ServerProcess, token: string) => {
      const page = await on.post<PageResult<Task>>(
        API.taskPageList,
        { businessId: PROJECT, pageNumber: 1, pageSize: 50 },
        token,
      );
      return page.data.records.find((task) => task.taskId === taskId);
    };
    // Kill once the first rows are written: most of the file is still to go.
    for (;;) {
      const task = await taskOf(killed, admin);
      expect(task?.taskStatus).toBe('TASK_EXECUTE');
      if ((task?.progress ?? 0) >= APPLIED_BEFORE_KILL) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await killed.kill();

    // The killed runner's lease would run out in a minute (LEASE_MS); the test ends it now instead of waiting.
    const between = await openDatabase(data.database.restartTarget);
    try {
      const [cut] = await between.db.select().from(fileTasks).where(eq(fileTasks.id, taskId));
      expect(cut.taskStatus).toBe('TASK_EXECUTE');
      const [{ applied }] = await between.db
        .select({ applied: sql<number>`count(*)::int` })
        .from(fileTaskDetails)
        .where(eq(fileTaskDetails.taskId, taskId));
      expect(applied).toBeLessThan(ROWS);
      await between.db
        .update(fileTasks)
        .set({ params: sql`jsonb_set(${fileTasks.params}, '{lease,until}', '"2000-01-01T00:00:00Z"')` })
        .where(eq(fileTasks.id, taskId));
    } finally {
      await between.close();
    }

    server = await startServerProcess(data);
    const restarted = server;
    admin = await restarted.login('admin');
    let finished: Task | undefined;
    // Bounds a hang only: the import takes seconds.
    const until = Date.now() + 90_000;
    for (;;) {
      finished = await taskOf(restarted, admin);
      if (finished?.taskStatus !== 'TASK_EXECUTE') break;
      expect(Date.now(), `still ${finished.progress}/${finished.total}`).toBeLessThan(until);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const failed = ROWS - accepted.length;
    expect(finished).toMatchObject({
      taskStatus: 'TASK_PART_FINISH',
      taskResult: `导入完成：成功${accepted.length}条，失败${failed}条`,
      progress: ROWS,
    });
    await restarted.stop();

    const after = await openDatabase(data.database.restartTarget);
    try {
      const details = await after.db
        .select()
        .from(fileTaskDetails)
        .where(eq(fileTaskDetails.taskId, taskId))
        .orderBy(fileTaskDetails.rowNumber);
      // One detail per row of the sheet (rows 2 to ROWS + 1), as the file says it should end.
      expect(details.map((detail) => [detail.rowNumber, detail.recordStatus, detail.recordContent])).toEqual(
        rows.map((_, index) => [index + 2, refused(index) ? 0 : 1, refused(index) ? REFUSAL : '']),
      );
      const stored = await after.db
        .select({ id: persons.id, idcardNumber: persons.idcardNumber })
        .from(persons)
        .where(and(eq(persons.projectId, PROJECT), inArray(persons.idcardNumber, [...idcards])));
      expect(stored.map((person) => person.idcardNumber).sort()).toEqual([...accepted].sort());
      // Each row that says it added a person names the one stored with its ID number.
      const byIdcard = new Map(stored.map((person) => [person.idcardNumber, person.id]));
      for (const detail of details.filter((row) => row.recordStatus === 1))
        expect(detail.data.personId).toBe(byIdcard.get(rows[detail.rowNumber - 2][1] as string));
    } finally {
      await after.close();
    }
  }, 180_000);
});
