import type { Database } from '../../db/client';
import { persons } from '../../db/schema';
import type { Taken } from './identity';

/** The names and ID numbers of every roster, so people drawn for other lists are not mistaken for them. */
export async function rosterTaken(db: Database): Promise<Taken> {
  const rows = await db.select({ name: persons.personName, idcard: persons.idcardNumber }).from(persons);
  return { names: new Set(rows.map((row) => row.name)), idcards: new Set(rows.map((row) => row.idcard)) };
}
