import { type CompanyChoices, companyInUseMessage } from '@site/shared-schema';
import { and, asc, eq, max, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, persons, projectCompanies, teams } from '../../db/schema';
import { ApiError, CODE, fieldError } from '../../http/envelope';
import { notFound } from '../../resource/rows';
import { listDictionary } from '../dictionary/queries';

const COMPANY_TYPE = 'companyType';

/** The org's companies not taking part in the project yet, and the roles of the companyType dictionary. */
export async function companyChoices(
  db: Database,
  scope: { orgId: string; projectId: string },
): Promise<CompanyChoices> {
  const taking = db
    .select({ companyId: projectCompanies.companyId })
    .from(projectCompanies)
    .where(eq(projectCompanies.projectId, scope.projectId));
  const [rows, types] = await Promise.all([
    db
      .select({
        companyId: companies.id,
        companyName: companies.companyName,
        creditCode: companies.creditCode,
      })
      .from(companies)
      .where(and(eq(companies.orgId, scope.orgId), notInArray(companies.id, taking)))
      .orderBy(asc(companies.companyName)),
    listDictionary(db, { orgId: scope.orgId, typeCode: COMPANY_TYPE, projectId: scope.projectId }),
  ]);
  return {
    companies: rows,
    companyTypes: types.map(({ dictionaryId, dictionaryName }) => ({ dictionaryId, dictionaryName })),
  };
}

/** Makes an org's company take part in the project in a role, after the others; answers its name. */
export async function addParticipant(
  db: Database,
  scope: { orgId: string; projectId: string },
  companyId: string,
  companyTypeId: string,
): Promise<string> {
  const choices = await companyChoices(db, scope);
  const company = choices.companies.find((item) => item.companyId === companyId);
  if (!company) throw fieldError('companyId', '企业不存在或已是参建单位');
  if (!choices.companyTypes.some((type) => type.dictionaryId === companyTypeId)) {
    throw fieldError('companyTypeId', '参建类型不存在');
  }
  const [{ last }] = await db
    .select({ last: max(projectCompanies.sort) })
    .from(projectCompanies)
    .where(eq(projectCompanies.projectId, scope.projectId));
  await db
    .insert(projectCompanies)
    .values({ projectId: scope.projectId, companyId, companyTypeId, sort: (last ?? 0) + 1 });
  return company.companyName;
}

/**
 * Ends a company's part in the project; refused while it has teams or people there (they would be left
 * without their company). Answers its name.
 */
export async function removeParticipant(db: Database, projectId: string, companyId: string): Promise<string> {
  const [company] = await db
    .select({ companyName: companies.companyName })
    .from(projectCompanies)
    .innerJoin(companies, eq(companies.id, projectCompanies.companyId))
    .where(and(eq(projectCompanies.projectId, projectId), eq(projectCompanies.companyId, companyId)));
  if (!company) throw notFound();
  const ofCompany = <T extends typeof teams | typeof persons>(table: T) =>
    and(eq(table.projectId, projectId), eq(table.companyId, companyId));
  const [teamCount, personCount] = await Promise.all([
    db.$count(teams, ofCompany(teams)),
    db.$count(persons, ofCompany(persons)),
  ]);
  if (teamCount > 0 || personCount > 0) {
    throw new ApiError(CODE.badRequest, companyInUseMessage(company.companyName, teamCount, personCount));
  }
  await db
    .delete(projectCompanies)
    .where(and(eq(projectCompanies.projectId, projectId), eq(projectCompanies.companyId, companyId)));
  return company.companyName;
}
