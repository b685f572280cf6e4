import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import { ApiError, CODE } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { maskIdcard } from '../person/idcard';
import { insertTask } from '../task/queries';
import { type LockedPerson, listLockedPersons } from './queries';

const COLUMNS: [string, (person: LockedPerson) => string][] = [
  ['姓名', (person) => person.personName],
  ['身份证号', (person) => maskIdcard(person.idcardNumber)],
  ['班组', (person) => person.teamName],
  ['工种', (person) => person.workerTypeName],
  ['协议', (person) => person.agreementName],
  ['锁定原因', (person) => person.lockReason],
  ['锁定时间', (person) => person.lockedAt],
];

/** A CSV cell; a leading formula character is neutralised so a spreadsheet shows the text, never runs it. */
function cell(value: string): string {
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The locked-labour table, with a BOM so spreadsheet programs read the Chinese text as UTF-8. */
export function lockedPersonsCsv(persons: LockedPerson[]): string {
  const lines = [
    COLUMNS.map(([title]) => title),
    ...persons.map((person) => COLUMNS.map(([, read]) => read(person))),
  ];
  return `\ufeff${lines.map((line) => line.map(cell).join(',')).join('\n')}\n`;
}

/**
 * Writes the project's locked labourers to a file of the task centre. One project's locked people are few,
 * so the export finishes within the call and its task is recorded already finished.
 */
export async function exportLockedPersons(
  db: Database,
  filesDir: string,
  user: SessionUser,
  projectId: string,
): Promise<void> {
  const persons = await listLockedPersons(db, projectId);
  if (persons.length === 0) throw new ApiError(CODE.badRequest, '当前项目没有被锁定的劳务人员');
  const id = randomUUID();
  const filePath = `task/${id}.csv`;
  await mkdir(join(filesDir, 'task'), { recursive: true });
  await writeFile(join(filesDir, filePath), lockedPersonsCsv(persons));
  const now = new Date();
  await insertTask(db, {
    id,
    orgId: user.orgId,
    projectId,
    userId: user.userId,
    taskName: '锁定劳务人员表导出',
    taskType: 'AGREEMENT_LOCK_PERSON_EXPORT',
    operateType: 'EXPORT',
    taskStatus: 'TASK_ALL_FINISH',
    taskResult: `导出成功，共${persons.length}条`,
    fileName: '锁定劳务人员表.csv',
    filePath,
    createdAt: now,
    updatedAt: now,
  });
}
