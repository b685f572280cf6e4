import type {
  AgreementSyncStatus,
  PageResult,
  ZqxyCert,
  ZqxyCompany,
  ZqxyContract,
  ZqxyEntryBase,
  ZqxyPerson,
  ZqxyTeam,
} from '@site/shared-schema';
import { type AnyColumn, aliasedTable, and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  agreementEntries,
  agreementLockedPersons,
  companies,
  dictionaries,
  personContracts,
  persons,
  projectCompanies,
  teams,
} from '../../db/schema';
import { maskIdcard } from '../person/idcard';
import type { AgreementRow } from './agreement-scope';
import type { EntryKind } from './entries';

export interface ZqxyFilter {
  /** Part of the name (company, team or person). */
  keyword?: string;
  syncStatus?: AgreementSyncStatus;
}

type Window = { limit: number; offset: number };

const entryOf = (agreement: AgreementRow, kind: EntryKind, sourceId: AnyColumn) =>
  and(
    eq(agreementEntries.agreementId, agreement.id),
    eq(agreementEntries.kind, kind),
    eq(agreementEntries.sourceId, sourceId),
  );

const entryColumns = {
  platformCode: sql<string>`coalesce(${agreementEntries.platformCode}, '')`,
  syncStatus: sql<number>`coalesce(${agreementEntries.syncStatus}, 0)`.mapWith(Number),
  resultMessage: sql<string>`coalesce(${agreementEntries.resultMessage}, '')`,
  exitStatus: sql<number>`coalesce(${agreementEntries.exitStatus}, 0)`.mapWith(Number),
  updateTime: sql<string>`coalesce(to_char(${agreementEntries.updateTime}, 'YYYY-MM-DD HH24:MI:SS'), '')`,
};

const statusIs = (status?: AgreementSyncStatus) =>
  status === undefined ? undefined : eq(sql`coalesce(${agreementEntries.syncStatus}, 0)`, status);

const base = (row: {
  sourceId: string;
  platformCode: string;
  syncStatus: number;
  resultMessage: string;
  exitStatus: number;
  updateTime: string;
}): ZqxyEntryBase => ({
  sourceId: row.sourceId,
  platformCode: row.platformCode,
  syncStatus: row.syncStatus as AgreementSyncStatus,
  resultMessage: row.resultMessage,
  exitStatus: row.exitStatus === 1 ? 1 : 0,
  updateTime: row.updateTime,
});

/** zqxyCompanyPageList: the participating companies of the project, each where it stands on the platform. */
export async function pageCompanies(
  db: Database,
  agreement: AgreementRow,
  filter: ZqxyFilter,
  window: Window,
): Promise<PageResult<ZqxyCompany>> {
  const where = and(
    eq(projectCompanies.projectId, agreement.projectId),
    filter.keyword ? ilike(companies.companyName, containsPattern(filter.keyword)) : undefined,
    statusIs(filter.syncStatus),
  );
  const from = () =>
    db
      .select({
        sourceId: companies.id,
        companyName: companies.companyName,
        creditCode: companies.creditCode,
        ...entryColumns,
      })
      .from(projectCompanies)
      .innerJoin(companies, eq(companies.id, projectCompanies.companyId))
      .leftJoin(agreementEntries, entryOf(agreement, 'COMPANY', companies.id))
      .where(where);
  const [{ total }] = await db.select({ total: count() }).from(from().as('c'));
  const rows = await from()
    .orderBy(asc(projectCompanies.sort), asc(companies.companyName))
    .limit(window.limit)
    .offset(window.offset);
  return {
    records: rows.map((row) => ({ ...base(row), companyName: row.companyName, creditCode: row.creditCode })),
    total,
  };
}

/** zqxyTeamPageList: the teams of the project with their company. */
export async function pageTeams(
  db: Database,
  agreement: AgreementRow,
  filter: ZqxyFilter & { companyId?: string },
  window: Window,
): Promise<PageResult<ZqxyTeam>> {
  const where = and(
    eq(teams.projectId, agreement.projectId),
    filter.companyId ? eq(teams.companyId, filter.companyId) : undefined,
    filter.keyword ? ilike(teams.teamName, containsPattern(filter.keyword)) : undefined,
    statusIs(filter.syncStatus),
  );
  const from = () =>
    db
      .select({
        sourceId: teams.id,
        teamName: teams.teamName,
        companyName: companies.companyName,
        ...entryColumns,
      })
      .from(teams)
      .innerJoin(companies, eq(companies.id, teams.companyId))
      .leftJoin(agreementEntries, entryOf(agreement, 'TEAM', teams.id))
      .where(where);
  const [{ total }] = await db.select({ total: count() }).from(from().as('t'));
  const rows = await from()
    .orderBy(asc(companies.companyName), asc(teams.sort), asc(teams.teamName))
    .limit(window.limit)
    .offset(window.offset);
  return {
    records: rows.map((row) => ({ ...base(row), teamName: row.teamName, companyName: row.companyName })),
    total,
  };
}

const workerType = aliasedTable(dictionaries, 'worker_type');

/** zqxyPersonPageList: the people of the project, with their lock on the platform. */
export async function pagePersons(
  db: Database,
  agreement: AgreementRow,
  filter: ZqxyFilter & { lockStatus?: 0 | 1 },
  window: Window,
): Promise<PageResult<ZqxyPerson>> {
  const where = and(
    eq(persons.projectId, agreement.projectId),
    filter.keyword
      ? or(
          ilike(persons.personName, containsPattern(filter.keyword)),
          eq(persons.idcardNumber, filter.keyword),
        )
      : undefined,
    statusIs(filter.syncStatus),
    filter.lockStatus === undefined
      ? undefined
      : eq(sql`coalesce(${agreementEntries.lockStatus}, 0)`, filter.lockStatus),
  );
  const from = () =>
    db
      .select({
        sourceId: persons.id,
        personName: persons.personName,
        idcardNumber: persons.idcardNumber,
        companyName: companies.companyName,
        teamName: sql<string>`coalesce(${teams.teamName}, '')`,
        workerTypeName: sql<string>`coalesce(${workerType.dictionaryName}, '')`,
        lockStatus: sql<number>`coalesce(${agreementEntries.lockStatus}, 0)`.mapWith(Number),
        lockReason: sql<string>`coalesce(${agreementLockedPersons.lockReason}, '')`,
        ...entryColumns,
      })
      .from(persons)
      .innerJoin(companies, eq(companies.id, persons.companyId))
      .leftJoin(teams, eq(teams.id, persons.teamId))
      .leftJoin(workerType, eq(workerType.id, persons.workerTypeId))
      .leftJoin(agreementEntries, entryOf(agreement, 'PERSON', persons.id))
      .leftJoin(
        agreementLockedPersons,
        and(
          eq(agreementLockedPersons.agreementId, agreement.id),
          eq(agreementLockedPersons.idcardNumber, persons.idcardNumber),
        ),
      )
      .where(where);
  const [{ total }] = await db.select({ total: count() }).from(from().as('p'));
  const rows = await from()
    .orderBy(asc(persons.personName), asc(persons.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    records: rows.map((row) => ({
      ...base(row),
      personName: row.personName,
      idcardNumber: maskIdcard(row.idcardNumber),
      companyName: row.companyName,
      teamName: row.teamName,
      workerTypeName: row.workerTypeName,
      lockStatus: row.lockStatus === 1 ? 1 : 0,
      lockReason: row.lockReason,
    })),
    total,
  };
}

/** zqxyPersonContractPageList: the labour contracts of the project's people, with the person's platform code. */
export async function pageContracts(
  db: Database,
  agreement: AgreementRow,
  filter: ZqxyFilter,
  window: Window,
): Promise<PageResult<ZqxyContract>> {
  const where = and(
    eq(personContracts.projectId, agreement.projectId),
    filter.keyword ? ilike(persons.personName, containsPattern(filter.keyword)) : undefined,
  );
  const from = () =>
    db
      .select({
        contractId: personContracts.id,
        personName: persons.personName,
        idcardNumber: persons.idcardNumber,
        contractNo: personContracts.contractNo,
        startDate: sql<string>`to_char(${personContracts.startDate}, 'YYYY-MM-DD')`,
        endDate: sql<string>`coalesce(to_char(${personContracts.endDate}, 'YYYY-MM-DD'), '')`,
        platformCode: entryColumns.platformCode,
      })
      .from(personContracts)
      .innerJoin(persons, eq(persons.id, personContracts.personId))
      .leftJoin(agreementEntries, entryOf(agreement, 'PERSON', persons.id))
      .where(where);
  const [{ total }] = await db.select({ total: count() }).from(from().as('k'));
  const rows = await from()
    .orderBy(asc(persons.personName), asc(personContracts.contractNo))
    .limit(window.limit)
    .offset(window.offset);
  return { records: rows.map((row) => ({ ...row, idcardNumber: maskIdcard(row.idcardNumber) })), total };
}

/** zqxyPersonCertPageList: the certificates the platform answered with the last person pull. */
export async function pageCerts(
  db: Database,
  agreement: AgreementRow,
  filter: ZqxyFilter,
  window: Window,
): Promise<PageResult<ZqxyCert>> {
  const where = and(
    eq(agreementEntries.agreementId, agreement.id),
    eq(agreementEntries.kind, 'PERSON'),
    ne(sql`coalesce(${agreementEntries.extra}->>'certNo', '')`, ''),
    filter.keyword ? ilike(persons.personName, containsPattern(filter.keyword)) : undefined,
  );
  const from = () =>
    db
      .select({
        sourceId: persons.id,
        personName: persons.personName,
        idcardNumber: persons.idcardNumber,
        workerTypeName: sql<string>`coalesce(${workerType.dictionaryName}, '')`,
        extra: agreementEntries.extra,
      })
      .from(agreementEntries)
      .innerJoin(persons, eq(persons.id, agreementEntries.sourceId))
      .leftJoin(workerType, eq(workerType.id, persons.workerTypeId))
      .where(where);
  const [{ total }] = await db.select({ total: count() }).from(from().as('z'));
  const rows = await from()
    .orderBy(asc(persons.personName), asc(persons.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    records: rows.map(({ extra, ...row }) => ({
      ...row,
      idcardNumber: maskIdcard(row.idcardNumber),
      certName: extra.certName ?? '',
      certNo: extra.certNo ?? '',
      validDate: extra.validDate ?? '',
    })),
    total,
  };
}
