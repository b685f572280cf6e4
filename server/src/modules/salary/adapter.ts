import { checkAdjustment, checkPayTotal, checkPieces, SALARY_MESSAGES } from '@site/shared-schema';
import { asc, desc, eq } from 'drizzle-orm';
import { companies, personSalaries, persons, teams } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';

/** Pay rows: their own figures, the person's name and ID number from the roster. */
const columns = {
  salaryMonth: personSalaries.salaryMonth,
  personId: personSalaries.personId,
  // Read from the joined roster for the search; never written (neither is a form field).
  personName: persons.personName,
  idcardNumber: persons.idcardNumber,
  companyId: personSalaries.companyId,
  teamId: personSalaries.teamId,
  wageMode: personSalaries.wageMode,
  wageRate: personSalaries.wageRate,
  days: personSalaries.days,
  hours: personSalaries.hours,
  pieces: personSalaries.pieces,
  basePay: personSalaries.basePay,
  adjustment: personSalaries.adjustment,
  total: personSalaries.total,
  settleStatus: personSalaries.settleStatus,
  uploadStatus: personSalaries.uploadStatus,
  uploadMessage: personSalaries.uploadMessage,
  reason: personSalaries.reason,
  settleTime: personSalaries.settleTime,
  uploadTime: personSalaries.uploadTime,
  remark: personSalaries.remark,
};

export const salaryAdapter: ResourceAdapter = {
  table: personSalaries,
  id: personSalaries.id,
  project: personSalaries.projectId,
  columns,
  filterJoins: (query) => query.innerJoin(persons, eq(persons.id, personSalaries.personId)),
  select: (db) =>
    db
      .select({
        payId: personSalaries.id,
        projectId: personSalaries.projectId,
        ...columns,
        companyName: companies.companyName,
        teamName: teams.teamName,
        workingDays: personSalaries.workingDays,
        createTime: personSalaries.createdAt,
      })
      .from(personSalaries)
      .innerJoin(persons, eq(persons.id, personSalaries.personId))
      .leftJoin(companies, eq(companies.id, personSalaries.companyId))
      .leftJoin(teams, eq(teams.id, personSalaries.teamId))
      .$dynamic(),
  // A month's people by name, the latest month first.
  orderBy: [desc(personSalaries.salaryMonth), asc(persons.personName)],
  /** Only what a user may change: pieces, adjustment and remark of an unsettled row with a contract. */
  async check(_context, record, before) {
    if (!before) return;
    if (before.settleStatus === 'SETTLED') throw new ApiError(CODE.badRequest, SALARY_MESSAGES.settledEdit);
    if (!before.wageMode) throw new ApiError(CODE.badRequest, SALARY_MESSAGES.noContractEdit);
    record.personId = before.personId;
    const pieces = checkPieces(record.pieces);
    if (pieces) throw new FieldProblem('pieces', pieces);
    const adjustment =
      checkAdjustment(record.adjustment) ?? checkPayTotal(before, record.pieces, record.adjustment);
    if (adjustment) throw new FieldProblem('adjustment', adjustment);
  },
};
