import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Database } from '../db/client';
import { fileTasks } from '../db/schema';
import { DEMO_ORG_ID, DEMO_PROJECTS, DEMO_USERS } from './demo';

const HOUR = 3_600_000;

/** A small result file for a finished demo export, so its download link works. */
const EXPORT_CSV =
  '\ufeff姓名,班组,工种,身份证号\n王大力,木工一班,木工,330102********1234\n赵小川,钢筋班,钢筋工,330106********5678\n';

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
      fileName: '人员信息导出.csv',
      filePath: `task/task-${key}-1.csv`,
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
      taskResult: '成功18条，失败2条',
      fileName: '人员导入.xlsx',
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
      taskResult: '文件格式不正确',
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
      createdAt: at(0.1),
    },
  ];
}

export async function seedTasks(db: Database, filesDir: string): Promise<void> {
  const now = Date.now();
  const rows = [...tasksOf(DEMO_USERS.admin, 'admin', now), ...tasksOf(DEMO_USERS.manager, 'manager', now)];
  await db.insert(fileTasks).values(rows);
  for (const row of rows.filter((task) => task.filePath)) {
    const target = join(filesDir, row.filePath as string);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, EXPORT_CSV);
  }
}
