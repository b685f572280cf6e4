import { AGREEMENT_SYNC_STATUS, formatDateTime } from '@site/shared-schema';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agreementUploadLogs,
  companies,
  personRecords,
  persons,
  projectCompanies,
  projects,
  teams,
} from '../../db/schema';
import { ApiError, CODE } from '../../http/envelope';
import type { AgreementRow } from './agreement-scope';
import { type Answered, type EntryKind, entriesOf, markExited, recordAnswers } from './entries';
import type { GovPlatform } from './gov-platform';
import { paramsOf } from './params';
import { type Exchange, type Publish, reportExchanges } from './report';

/** What an exchange with an agreement's platform works with. */
export interface ExchangeContext {
  db: Database;
  platform: GovPlatform;
  publish: Publish;
  agreement: AgreementRow;
}

const codeOf = (entry?: { platformCode: string; syncStatus: number }) =>
  entry && entry.syncStatus === AGREEMENT_SYNC_STATUS.accepted ? entry.platformCode : '';

/** Only ids of the project count; none given means all of them. */
const chosen = <T extends { id: string }>(rows: T[], ids?: string[]) =>
  ids?.length ? rows.filter((row) => ids.includes(row.id)) : rows;

async function projectCompaniesOf(db: Database, projectId: string) {
  return db
    .select({
      id: companies.id,
      companyName: companies.companyName,
      creditCode: companies.creditCode,
      companyTypeId: projectCompanies.companyTypeId,
    })
    .from(projectCompanies)
    .innerJoin(companies, eq(companies.id, projectCompanies.companyId))
    .where(eq(projectCompanies.projectId, projectId))
    .orderBy(asc(projectCompanies.sort));
}

async function projectTeamsOf(db: Database, projectId: string) {
  return db
    .select({ id: teams.id, teamName: teams.teamName, companyId: teams.companyId })
    .from(teams)
    .where(eq(teams.projectId, projectId))
    .orderBy(asc(teams.sort));
}

const nothingChosen = () => new ApiError(CODE.badRequest, '没有可上报的数据');

/** projectUpload: the project with its PROJECT parameters; the first accepted one adds it, later ones update. */
export async function uploadProject({ db, platform, publish, agreement }: ExchangeContext) {
  const [project] = await db
    .select({
      projectId: projects.id,
      projectName: projects.projectName,
      builderLicenseCode: projects.builderLicenseCode,
    })
    .from(projects)
    .where(eq(projects.id, agreement.projectId));
  const params = await paramsOf(db, agreement.id, 'PROJECT', '');
  const answer = platform.uploadProject(agreement.agreementCode, project, params);
  const [added] = await db
    .select({ id: agreementUploadLogs.id })
    .from(agreementUploadLogs)
    .where(
      and(
        eq(agreementUploadLogs.agreementId, agreement.id),
        inArray(agreementUploadLogs.logType, ['ADD_PROJECT', 'UPDATE_PROJECT']),
        eq(agreementUploadLogs.getResultStatus, 1),
      ),
    )
    .limit(1);
  return reportExchanges(db, publish, agreement, [
    {
      logType: added ? 'UPDATE_PROJECT' : 'ADD_PROJECT',
      sourceName: project.projectName,
      accepted: answer.accepted,
      message: answer.message,
    },
  ]);
}

/** companyAgreementUpload: the chosen companies of the project (all when none chosen). */
export async function uploadCompanies(ctx: ExchangeContext, companyIds?: string[]) {
  const { db, platform, agreement } = ctx;
  const rows = chosen(await projectCompaniesOf(db, agreement.projectId), companyIds);
  if (rows.length === 0) throw nothingChosen();
  const answered: Answered[] = [];
  const exchanges: Exchange[] = [];
  for (const company of rows) {
    const answer = platform.uploadCompany(agreement.agreementCode, company);
    answered.push({ sourceId: company.id, answer });
    exchanges.push({ logType: 'SAVE_PROJECT_COMPANY', sourceName: company.companyName, ...answer });
  }
  await recordAnswers(db, agreement.id, 'COMPANY', answered);
  return reportExchanges(db, ctx.publish, agreement, exchanges);
}

/** pullCompany: the platform's record of every company of the project. */
export async function pullCompanies(ctx: ExchangeContext) {
  const { db, platform, agreement } = ctx;
  const answered: Answered[] = [];
  const exchanges: Exchange[] = [];
  for (const company of await projectCompaniesOf(db, agreement.projectId)) {
    const answer = platform.pullCompany(agreement.agreementCode, company);
    answered.push({ sourceId: company.id, answer });
    exchanges.push({ logType: 'ADD_COMPANY', sourceName: company.companyName, ...answer });
  }
  await recordAnswers(db, agreement.id, 'COMPANY', answered);
  return reportExchanges(db, ctx.publish, agreement, exchanges);
}

/** teamAgreementUpload: the chosen teams (all when none chosen); a team needs its company on the platform. */
export async function uploadTeams(ctx: ExchangeContext, teamIds?: string[]) {
  const { db, platform, agreement } = ctx;
  const rows = chosen(await projectTeamsOf(db, agreement.projectId), teamIds);
  if (rows.length === 0) throw nothingChosen();
  const companyEntries = await entriesOf(db, agreement.id, 'COMPANY');
  const answered: Answered[] = [];
  const exchanges: Exchange[] = [];
  for (const team of rows) {
    const params = await paramsOf(db, agreement.id, 'TEAM', team.id);
    const companyCode = codeOf(companyEntries.get(team.companyId));
    const answer = platform.uploadTeam(agreement.agreementCode, { teamId: team.id, companyCode }, params);
    answered.push({ sourceId: team.id, answer });
    exchanges.push({ logType: 'SAVE_TEAM', sourceName: team.teamName, ...answer });
  }
  await recordAnswers(db, agreement.id, 'TEAM', answered);
  return reportExchanges(db, ctx.publish, agreement, exchanges);
}

/** pullTeam: the platform's record of every team of the project. */
export async function pullTeams(ctx: ExchangeContext) {
  const { db, platform, agreement } = ctx;
  const [companyEntries, teamEntries] = await Promise.all([
    entriesOf(db, agreement.id, 'COMPANY'),
    entriesOf(db, agreement.id, 'TEAM'),
  ]);
  const answered: Answered[] = [];
  const exchanges: Exchange[] = [];
  for (const team of await projectTeamsOf(db, agreement.projectId)) {
    const answer = platform.pullTeam(agreement.agreementCode, {
      teamId: team.id,
      companyCode: codeOf(companyEntries.get(team.companyId)),
      uploaded: codeOf(teamEntries.get(team.id)) !== '',
    });
    answered.push({ sourceId: team.id, answer });
    exchanges.push({ logType: 'SAVE_TEAM', sourceName: team.teamName, ...answer });
  }
  await recordAnswers(db, agreement.id, 'TEAM', answered);
  return reportExchanges(db, ctx.publish, agreement, exchanges);
}

/**
 * verifyRecordAgreementBatchUpload: the attendance of one day (YYYY-MM-DD), one report per person who
 * passed a face device that day; the platform takes it only for people it has.
 */
export async function uploadAttendance(ctx: ExchangeContext, day: string) {
  const { db, platform, agreement } = ctx;
  const next = formatDateTime(new Date(`${day}T00:00:00`).getTime() + 86_400_000, 'YYYY-MM-DD');
  const people = await db
    .selectDistinct({ id: persons.id, personName: persons.personName })
    .from(personRecords)
    .innerJoin(persons, eq(persons.id, personRecords.personId))
    .where(
      and(
        eq(personRecords.projectId, agreement.projectId),
        gte(personRecords.recordTime, `${day} 00:00:00`),
        lt(personRecords.recordTime, `${next} 00:00:00`),
      ),
    )
    .orderBy(asc(persons.personName), asc(persons.id));
  if (people.length === 0) throw new ApiError(CODE.badRequest, '当天没有考勤记录');
  const personEntries = await entriesOf(
    db,
    agreement.id,
    'PERSON',
    people.map((person) => person.id),
  );
  const exchanges = people.map((person): Exchange => {
    const answer = platform.uploadAttendance(agreement.agreementCode, {
      personCode: codeOf(personEntries.get(person.id)),
    });
    return { logType: 'WORKER_ATTENDANCE', sourceName: person.personName, ...answer };
  });
  return reportExchanges(db, ctx.publish, agreement, exchanges);
}

const EXIT_LOG = { COMPANY: 'SAVE_PROJECT_COMPANY', TEAM: 'SAVE_TEAM' } as const;

/** companyAgreementExit / teamAgreementExit: only what the platform holds can leave it, and only once. */
export async function exitEntry(
  ctx: ExchangeContext,
  kind: Extract<EntryKind, 'COMPANY' | 'TEAM'>,
  sourceId: string,
) {
  const { db, platform, agreement } = ctx;
  const [source] =
    kind === 'COMPANY'
      ? (await projectCompaniesOf(db, agreement.projectId))
          .filter((row) => row.id === sourceId)
          .map((row) => ({ name: row.companyName }))
      : (await projectTeamsOf(db, agreement.projectId))
          .filter((row) => row.id === sourceId)
          .map((row) => ({ name: row.teamName }));
  if (!source) throw new ApiError(CODE.notFound, kind === 'COMPANY' ? '企业不存在' : '班组不存在');
  const entry = (await entriesOf(db, agreement.id, kind, [sourceId])).get(sourceId);
  if (entry?.exitStatus === 1) throw new ApiError(CODE.badRequest, '已退场，无需重复操作');
  const answer = platform.exit(agreement.agreementCode, { platformCode: codeOf(entry) });
  if (entry && answer.accepted) await markExited(db, entry.id, answer.message);
  return reportExchanges(db, ctx.publish, agreement, [
    { logType: EXIT_LOG[kind], sourceName: source.name, ...answer },
  ]);
}
