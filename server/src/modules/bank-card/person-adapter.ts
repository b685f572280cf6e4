import { and, desc, eq } from 'drizzle-orm';
import { personBankCards, persons } from '../../db/schema';
import type { ResourceAdapter, StoredRow, WriteContext } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The person a card is for: the chosen one (form), else the roster's holder of the row's ID number (import). */
async function findPerson({ db, operator }: WriteContext, record: StoredRow) {
  const personId = text(record.personId);
  const idcardNumber = text(record.idcardNumber).toUpperCase();
  if (!personId && !idcardNumber) throw new FieldProblem('personId', '请选择人员');
  const [person] = await db
    .select({ personId: persons.id, personName: persons.personName })
    .from(persons)
    .where(
      and(
        eq(persons.projectId, operator.projectId),
        personId ? eq(persons.id, personId) : eq(persons.idcardNumber, idcardNumber),
      ),
    )
    .limit(1);
  if (!person) {
    throw personId
      ? new FieldProblem('personId', '人员不存在')
      : new FieldProblem('idcardNumber', '本项目没有该身份证号的人员');
  }
  return person;
}

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
    const person = await findPerson(context, record);
    // An import row names the person; the name must be the roster's for that ID number.
    const name = text(record.personName);
    if (!text(record.personId) && name && name !== person.personName) {
      throw new FieldProblem('personName', '姓名与身份证号不符');
    }
    record.personId = person.personId;
  },
};
