import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client';
import { fileTaskDetails, fileTasks } from '../db/schema';
import { writeXlsx } from '../modules/task/xlsx';
import type { Stores } from '../storage/stores';
import { DEMO_ORG_ID, DEMO_PROJECTS, DEMO_USERS } from './demo';

const HOUR = 3_600_000;

/** The result file of the finished demo export (ID numbers masked, as every export writes them). */
const EXPORT_COLUMNS = [
  { header: '姓名' },
  { header: '班组' },
  { header: '工种' },
  { header: '身份证号', width: 24 },
];
const EXPORT_ROWS = [
  ['王大力', '木工一班', '木工', '330102********1234'],
  ['赵小川', '钢筋班', '钢筋工', '330106********5678'],
];

/** The demo person import: 20 rows; the 8th has a short ID number, the 16th repeats the 3rd's. */
const IMPORT_SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const IMPORT_GIVEN = ['建国', '志强', '海波', '小明', '国庆', '春生', '永红', '伟', '军', '德华'];
const idcardOfRow = (rowNumber: number) => `33010219900101${1000 + rowNumber}`;
const IMPORT_FAILURES: Record<number, { reason: string; idcardNumber: string }> = {
  8: { reason: '请输入正确的身份证号码', idcardNumber: '33010219900101' },
  16: { reason: '身份证号与第3行重复', idcardNumber: idcardOfRow(3) },
};

async function* rowsOf(rows: string[][]) {
  yield* rows;
}

function tasksOf(userId: string, key: string, now: number): (typeof fileTasks.$inferInsert)[] {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const common = { orgId: DEMO_ORG_ID, projectId: DEMO_PROJECTS.main, userId };
  return [
    {
      ...common,
      id: `task-${key}-1`,
      taskName: '人员信息导出',
      taskType: 'PERSON_EXPORT',
      operateType: 'EXPORT',
      taskStatus: 'TASK_ALL_FINISH',
      taskResult: '导出成功，共2条',
      fileName: '人员信息导出.xlsx',
      filePath: `task-${key}-1/export.xlsx`,
      progress: 2,
      total: 2,
      createdAt: at(26),
      updatedAt: at(26),
    },
    {
      ...common,
      id: `task-${key}-2`,
      taskName: '人员信息导入',
      taskType: 'PERSON_IMPORT',
      operateType: 'IMPORT',
      taskStatus: 'TASK_PART_FINISH',
      taskResult: '导入完成：成功18条，失败2条',
      fileName: '人员导入.xlsx',
      progress: 20,
      total: 20,
      createdAt: at(5),
      updatedAt: at(5),
    },
    {
      ...common,
      id: `task-${key}-3`,
      taskName: '黑名单导入',
      taskType: 'BLACKLIST_IMPORT',
      operateType: 'IMPORT',
      taskStatus: 'TASK_FAIL',
      taskResult: '文件无法读取，请上传 .xlsx 格式的导入文件',
      fileName: '黑名单.xlsx',
      createdAt: at(2),
      updatedAt: at(2),
    },
    {
      ...common,
      id: `task-${key}-4`,
      taskName: '识别记录导出',
      taskType: 'VERIFY_PERSON_RECORD_EXPORT',
      operateType: 'EXPORT',
      taskStatus: 'TASK_EXECUTE',
      fileName: '识别记录导出.xlsx',
      progress: 1200,
      total: 3000,
      createdAt: at(0.1),
    },
  ];
}

/** The rows of the demo person import, as its detail call shows them. */
function importDetailsOf(taskId: string, createdAt: Date): (typeof fileTaskDetails.$inferInsert)[] {
  return Array.from({ length: 20 }, (_, index) => {
    const rowNumber = index + 2;
    const failure = IMPORT_FAILURES[rowNumber];
    return {
      taskId,
      rowNumber,
      recordStatus: failure ? 0 : 1,
      recordContent: failure?.reason ?? '',
      data: {
        personName: `${IMPORT_SURNAMES[index]}${IMPORT_GIVEN[index % IMPORT_GIVEN.length]}`,
        idcardNumber: failure?.idcardNumber ?? idcardOfRow(rowNumber),
        teamName: index % 2 === 0 ? '木工一班' : '钢筋班',
        workerTypeName: index % 2 === 0 ? '木工' : '钢筋工',
        jobNumber: `GH${`${index + 1}`.padStart(3, '0')}`,
        companyName: '浙江建工集团有限公司',
      },
      createdAt,
    };
  });
}

/** Demo tasks of the admin and the manager; task files go to the tasks folder (not served publicly). */
export async function seedTasks(db: Database, stores: Stores): Promise<void> {
  const now = Date.now();
  const rows = [...tasksOf(DEMO_USERS.admin, 'admin', now), ...tasksOf(DEMO_USERS.manager, 'manager', now)];
  await db.insert(fileTasks).values(rows);
  for (const task of rows.filter((row) => row.taskType === 'PERSON_IMPORT')) {
    await db.insert(fileTaskDetails).values(importDetailsOf(task.id as string, task.createdAt as Date));
  }
  for (const row of rows.filter((task) => task.filePath)) {
    const scratch = join(stores.scratchDir, `${randomUUID()}.xlsx`);
    await mkdir(stores.scratchDir, { recursive: true });
    await writeXlsx(scratch, '人员信息', EXPORT_COLUMNS, rowsOf(EXPORT_ROWS));
    await stores.taskFiles.moveIn(row.filePath as string, scratch);
  }
}
