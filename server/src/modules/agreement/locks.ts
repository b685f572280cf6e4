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

/**
 * Locks people under an agreement with `reason`, or unlocks them without one: all of them or none, in a
 * few statements whatever their number. The lock table holds the locked; the person list shows the state.
 */
async function setLocks(db: Database, agreement: AgreementRow, personIds: string[], reason?: string) {
  const targets = await lockTargets(db, agreement.projectId, personIds);
  const lockStatus = reason === undefined ? 0 : 1;
  const now = formatDateTime(Date.now());
  await db.transaction(async (tx) => {
    const idcardNumbers = targets.map((person) => person.idcardNumber);
    await tx
      .delete(agreementLockedPersons)
      .where(
        and(
          eq(agreementLockedPersons.agreementId, agreement.id),
          inArray(agreementLockedPersons.idcardNumber, idcardNumbers),
        ),
      );
    if (reason !== undefined) {
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
          lockedAt: now,
        })),
      );
    }
    await insertMany(
      tx,
      agreementEntries,
      targets.map((person) => ({
        agreementId: agreement.id,
        kind: 'PERSON',
        sourceId: person.id,
        lockStatus,
        updateTime: now,
      })),
      {
        target: [agreementEntries.agreementId, agreementEntries.kind, agreementEntries.sourceId],
        set: { lockStatus, updateTime: now },
      },
    );
  });
}

/**
 * Locks people: they join the locked-labour table the lock notice counts and exports (seed 000 §4),
 * until unlocked. Locking a locked person again only updates the reason.
 */
export const lockPersons = (db: Database, agreement: AgreementRow, personIds: string[], reason: string) =>
  setLocks(db, agreement, personIds, reason);

export const unlockPersons = (db: Database, agreement: AgreementRow, personIds: string[]) =>
  setLocks(db, agreement, personIds);
