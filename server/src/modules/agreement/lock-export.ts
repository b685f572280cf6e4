import { API } from '@site/shared-schema';
import { ApiError, CODE } from '../../http/envelope';
import type { AppDeps } from '../../options';
import { maskIdcard } from '../person/idcard';
import { defineExport } from '../task/export-task';
import type { SheetColumn } from '../task/xlsx';
import { type LockedPerson, listLockedPersons } from './queries';

const COLUMNS: [SheetColumn, (person: LockedPerson) => string][] = [
  [{ header: '姓名' }, (person) => person.personName],
  [{ header: '身份证号', width: 24 }, (person) => maskIdcard(person.idcardNumber)],
  [{ header: '班组' }, (person) => person.teamName],
  [{ header: '工种' }, (person) => person.workerTypeName],
  [{ header: '协议', width: 28 }, (person) => person.agreementName],
  [{ header: '锁定原因', width: 40 }, (person) => person.lockReason],
  [{ header: '锁定时间' }, (person) => person.lockedAt],
];

async function* sheetRows(persons: LockedPerson[]) {
  for (const person of persons) yield COLUMNS.map(([, read]) => read(person));
}

/**
 * Writes the project's locked labourers to an .xlsx of the task centre (AGREEMENT_LOCK_PERSON_EXPORT).
 * The call answers a message, not the file: one project's locked people are few, so the export finishes
 * within the call and the file waits in the task centre.
 */
export const lockedPersonsExport = (deps: AppDeps) =>
  defineExport(deps, {
    name: API.exportAgreementLockPerson,
    access: 'frontSiteProjectAgreementGetLockMsg',
    build: async (_user, body: { projectId: string }) => {
      const persons = await listLockedPersons(deps.db, body.projectId);
      if (persons.length === 0) throw new ApiError(CODE.badRequest, '当前项目没有被锁定的劳务人员');
      return {
        projectId: body.projectId,
        taskType: 'AGREEMENT_LOCK_PERSON_EXPORT',
        taskName: '锁定劳务人员表导出',
        fileName: '锁定劳务人员表.xlsx',
        columns: COLUMNS.map(([column]) => column),
        rows: sheetRows(persons),
        total: persons.length,
      };
    },
  });
