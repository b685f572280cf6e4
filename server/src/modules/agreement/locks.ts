import { formatDateTime } from '@site/shared-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertMany } from '../../db/insert-many';
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

/** Marks people locked (1) or not (0) on the agreement's person list, which knows them from then on. */
async function setLockStatus(db: Database, agreementId: string, personIds: string[], lockStatus: 0 | 1) {
  const updateTime = formatDateTime(Date.now());
  await insertMany(
    db,
    agreementEntries,
    personIds.map((sourceId) => ({ agreementId, kind: 'PERSON', sourceId, lockStatus, updateTime })),
    {
      target: [agreementEntries.agreementId, agreementEntries.kind, agreementEntries.sourceId],
      set: { lockStatus, updateTime },
    },
  );
}

const unlock = (db: Database, agreement: AgreementRow, idcardNumbers: string[]) =>
  db
    .delete(agreementLockedPersons)
    .where(
      and(
        eq(agreementLockedPersons.agreementId, agreement.id),
        inArray(agreementLockedPersons.idcardNumber, idcardNumbers),
      ),
    );

/**
 * Locks people under an agreement: they join the locked-labour table the lock notice counts and exports
 * (seed 000 §4), until unlocked. Locking a locked person again only updates the reason. All of them or
 * none, in a few statements whatever their number.
 */
export async function lockPersons(
  db: Database,
  agreement: AgreementRow,
  personIds: string[],
  reason: string,
) {
  const targets = await lockTargets(db, agreement.projectId, personIds);
  const lockedAt = formatDateTime(Date.now());
  await db.transaction(async (tx) => {
    await unlock(
      tx,
      agreement,
      targets.map((person) => person.idcardNumber),
    );
    await insertMany(
      tx,
      agreementLockedPersons,
      targets.map((person) => ({
        projectId: agreement.projectId,
        agreementId: agreement.id,
        personName: person.personName,
        idcardNumber: person.idcardNumber,
        teamName: person.teamName ?? '',
        workerTypeName: person.workerTypeName ?? '',
        lockReason: reason,
        lockedAt,
      })),
    );
    await setLockStatus(
      tx,
      agreement.id,
      targets.map((person) => person.id),
      1,
    );
  });
}

export async function unlockPersons(db: Database, agreement: AgreementRow, personIds: string[]) {
  const targets = await lockTargets(db, agreement.projectId, personIds);
  await db.transaction(async (tx) => {
    await unlock(
      tx,
      agreement,
      targets.map((person) => person.idcardNumber),
    );
    await setLockStatus(
      tx,
      agreement.id,
      targets.map((person) => person.id),
      0,
    );
  });
}
