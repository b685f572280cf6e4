import { checkContractEnd } from '@site/shared-schema';
import { desc, eq } from 'drizzle-orm';
import { personContracts, persons } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';
import { findHolder } from '../person/holder';
import { expiryStatus, expiryStatusColumn } from './expiry-status';

/** Contracts: their own columns, the person's name and ID number from the roster, the computed status. */
const columns = {
  personId: personContracts.personId,
  // Read from the joined roster for the search; never written (neither is a form field).
  personName: persons.personName,
  idcardNumber: persons.idcardNumber,
  contractNo: personContracts.contractNo,
  contractType: personContracts.contractType,
  startDate: personContracts.startDate,
  endDate: personContracts.endDate,
  expiryStatus: expiryStatusColumn,
  wageMode: personContracts.wageMode,
  wageRate: personContracts.wageRate,
  signDate: personContracts.signDate,
  contractFile: personContracts.contractFile,
  remark: personContracts.remark,
};

export const contractAdapter: ResourceAdapter = {
  table: personContracts,
  id: personContracts.id,
  project: personContracts.projectId,
  columns,
  filterJoins: (query) => query.innerJoin(persons, eq(persons.id, personContracts.personId)),
  select: (db) =>
    db
      .select({
        contractId: personContracts.id,
        projectId: personContracts.projectId,
        ...columns,
        expiryStatus,
        createTime: personContracts.createdAt,
      })
      .from(personContracts)
      .innerJoin(persons, eq(persons.id, personContracts.personId))
      .$dynamic(),
  orderBy: [desc(personContracts.createdAt)],
  async check(context, record) {
    await findHolder(context, record);
    const endProblem = checkContractEnd(record);
    if (endProblem) throw new FieldProblem('endDate', endProblem);
  },
};
