import { desc, eq } from 'drizzle-orm';
import { personBankCards, persons } from '../../db/schema';
import type { ResourceAdapter } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';
import { findHolder, text } from '../person/holder';

/** Person bank cards: the card's own columns, the person's name and ID number from the roster. */
const columns = {
  personId: personBankCards.personId,
  // Read from the joined roster for the search; never written (neither is a form field).
  personName: persons.personName,
  idcardNumber: persons.idcardNumber,
  bankName: personBankCards.bankName,
  cardNumber: personBankCards.cardNumber,
  bankDeposit: personBankCards.bankDeposit,
  remark: personBankCards.remark,
};

export const personBankCardAdapter: ResourceAdapter = {
  table: personBankCards,
  id: personBankCards.id,
  project: personBankCards.projectId,
  columns,
  filterJoins: (query) => query.innerJoin(persons, eq(persons.id, personBankCards.personId)),
  select: (db) =>
    db
      .select({
        bankCardId: personBankCards.id,
        projectId: personBankCards.projectId,
        ...columns,
        createTime: personBankCards.createdAt,
      })
      .from(personBankCards)
      .innerJoin(persons, eq(persons.id, personBankCards.personId))
      .$dynamic(),
  orderBy: [desc(personBankCards.createdAt)],
  async check(context, record) {
    const person = await findHolder(context, record);
    // An import row names the person; the name must be the roster's for that ID number.
    const name = text(record.personName);
    if (!text(record.personId) && name && name !== person.personName) {
      throw new FieldProblem('personName', '姓名与身份证号不符');
    }
    record.personId = person.personId;
  },
};
