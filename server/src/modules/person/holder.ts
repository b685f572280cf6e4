import { and, eq } from 'drizzle-orm';
import { persons } from '../../db/schema';
import type { StoredRow, WriteContext } from '../../resource/adapter';
import { FieldProblem } from '../../resource/field-problem';

/** A record's text value, trimmed; '' for anything else. */
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The person a record is about (a bank card's, a contract's): the chosen one (form), else the roster's holder
 * of the row's ID number (import); refused beside the field when the project has no such person.
 */
export async function findHolder({ db, operator }: WriteContext, record: StoredRow) {
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
