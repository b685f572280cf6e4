import { formatDateTime } from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agreementEntries, agreementLockedPersons, dictionaries, persons, teams } from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { AgreementRow } from './agreement-scope';

/** The people of the project a lock names, with what the lock table keeps of them. */
async function lockTargets(db: Database, projectId: string, personIds: string[]) {
  const ids = [...new Set(personIds)];
  const rows = await db
    .select({
      id: persons.id,
      personName: persons.personName,
      idcardNumber: persons.idcardNumber,
      teamName: teams.teamName,
      workerTypeName: dictionaries.dictionaryName,
    })
    .from(persons)
    .leftJoin(teams, eq(teams.id, persons.teamId))
    .leftJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
    .where(and(eq(persons.projectId, projectId), inArray(persons.id, ids)));
  if (rows.length !== ids.length) throw new ApiError(CODE.notFound, '人员不存在');
  return rows;
}

async function setLockStatus(db: Database, agreementId: string, personId: string, lockStatus: 0 | 1) {
  const updateTime = formatDateTime(Date.now());
  await db
    .insert(agreementEntries)
    .values({ agreementId, kind: 'PERSON', sourceId: personId, lockStatus, updateTime })
    .onConflictDoUpdate({
      target: [agreementEntries.agreementId, agreementEntries.kind, agreementEntries.sourceId],
      set: { lockStatus, updateTime },
    });
}

/**
 * Locks people under an agreement: they join the locked-labour table the lock notice counts and exports
 * (seed 000 §4), until unlocked. Locking a locked person again only updates the reason.
 */
export async function lockPersons(
  db: Database,
  agreement: AgreementRow,
  personIds: string[],
  reason: string,
) {
  const targets = await lockTargets(db, agreement.projectId, personIds);
  const lockedAt = formatDateTime(Date.now());
  for (const person of targets) {
    await unlockOne(db, agreement, person.idcardNumber);
    await db.insert(agreementLockedPersons).values({
      projectId: agreement.projectId,
      agreementId: agreement.id,
      personName: person.personName,
      idcardNumber: person.idcardNumber,
      teamName: person.teamName ?? '',
      workerTypeName: person.workerTypeName ?? '',
      lockReason: reason,
      lockedAt,
    });
    await setLockStatus(db, agreement.id, person.id, 1);
  }
}

const unlockOne = (db: Database, agreement: AgreementRow, idcardNumber: string) =>
  db
    .delete(agreementLockedPersons)
    .where(
      and(
        eq(agreementLockedPersons.agreementId, agreement.id),
        eq(agreementLockedPersons.idcardNumber, idcardNumber),
      ),
    );

export async function unlockPersons(db: Database, agreement: AgreementRow, personIds: string[]) {
  for (const person of await lockTargets(db, agreement.projectId, personIds)) {
    await unlockOne(db, agreement, person.idcardNumber);
    await setLockStatus(db, agreement.id, person.id, 0);
  }
}
