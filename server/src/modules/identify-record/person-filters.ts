import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like';
import { persons, verifyDevices } from '../../db/schema';

type Body = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The records of the people the body's filters name (personName and idcardNumber like, companyId and
 * teamId equal), as `personId in (the roster's ids)`: the roster is filtered alone, then the records are
 * reached through their person index, never joined whole. Undefined without such a filter.
 */
export function personFilter(projectId: string, body: Body, personId: AnyPgColumn): SQL | undefined {
  const name = text(body.personName);
  const idcard = text(body.idcardNumber);
  const companyId = text(body.companyId);
  const teamId = text(body.teamId);
  if (!name && !idcard && !companyId && !teamId) return undefined;
  const where = and(
    eq(persons.projectId, projectId),
    name ? ilike(persons.personName, containsPattern(name)) : undefined,
    idcard ? ilike(persons.idcardNumber, containsPattern(idcard)) : undefined,
    companyId ? eq(persons.companyId, companyId) : undefined,
    teamId ? eq(persons.teamId, teamId) : undefined,
  );
  return sql`${personId} in (select ${persons.id} from ${persons} where ${where})`;
}

/** The records of the project's devices whose name holds the body's deviceName; undefined without it. */
export function deviceFilter(projectId: string, body: Body, deviceId: AnyPgColumn): SQL | undefined {
  const name = text(body.deviceName);
  if (!name) return undefined;
  const where = and(
    eq(verifyDevices.projectId, projectId),
    ilike(verifyDevices.deviceName, containsPattern(name)),
  );
  return sql`${deviceId} in (select ${verifyDevices.id} from ${verifyDevices} where ${where})`;
}
