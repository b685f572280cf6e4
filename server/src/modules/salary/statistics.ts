import {
  SALARY_MESSAGES,
  SALARY_MONTH,
  SALARY_STATISTICS_MAX_MONTHS,
  type SalaryFigures,
  type SalaryGroup,
  type SalaryStatistics,
  type SalaryStatisticsQuery,
} from '@site/shared-schema';
import { and, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like';
import { personSalaries, persons } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { selectRows } from '../attendance/select-rows';

/** The months of a statement, checked: both 'YYYY-MM', in order, at most two years. */
export function statementMonths(query: Pick<SalaryStatisticsQuery, 'monthStart' | 'monthEnd'>) {
  for (const key of ['monthStart', 'monthEnd'] as const) {
    if (!SALARY_MONTH.test(query[key] ?? '')) throw fieldError(key, SALARY_MESSAGES.monthFormat);
  }
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5));
  const span = index(query.monthEnd) - index(query.monthStart);
  if (span < 0) throw fieldError('monthEnd', '结束月份不能早于开始月份');
  if (span >= SALARY_STATISTICS_MAX_MONTHS) {
    throw fieldError('monthEnd', `统计范围不能超过${SALARY_STATISTICS_MAX_MONTHS}个月`);
  }
}

/** What the rows of a group add up to; a person without a contract counts with no pay. */
export const FIGURES = {
  people: sql<number>`count(distinct ${personSalaries.personId})::int`,
  days: sql<number>`coalesce(sum(${personSalaries.days}), 0)::int`,
  hours: sql<string>`coalesce(sum(${personSalaries.hours}), 0)`,
  totalPay: sql<string>`coalesce(sum(${personSalaries.total}), 0)`,
  settledPay: sql<string>`coalesce(sum(${personSalaries.total}) filter (where ${personSalaries.settleStatus} = 'SETTLED'), 0)`,
  unsettledPay: sql<string>`coalesce(sum(${personSalaries.total}) filter (where ${personSalaries.settleStatus} = 'UNSETTLED'), 0)`,
};

type FigureRow = Record<keyof SalaryFigures, string | number>;
type GroupRow = FigureRow & {
  group_id: string;
  company_name: string;
  team_name: string;
  person_name: string;
};

export const figuresOf = (row: FigureRow): SalaryFigures => ({
  people: Number(row.people),
  days: Number(row.days),
  hours: Number(row.hours),
  totalPay: Number(row.totalPay),
  settledPay: Number(row.settledPay),
  unsettledPay: Number(row.unsettledPay),
});

/** The names of the group's columns, and the key rows of one group share. */
const GROUPS: Record<SalaryGroup, { id: SQL; company: SQL; team: SQL; person: SQL }> = {
  COMPANY: {
    id: sql`coalesce(${personSalaries.companyId}, '')`,
    company: sql`coalesce(min(c.company_name), '')`,
    team: sql`''`,
    person: sql`''`,
  },
  TEAM: {
    id: sql`coalesce(${personSalaries.teamId}, '')`,
    company: sql`coalesce(min(c.company_name), '')`,
    team: sql`coalesce(min(t.team_name), '')`,
    person: sql`''`,
  },
  PERSON: {
    id: sql`${personSalaries.personId}`,
    company: sql`coalesce(min(c.company_name), '')`,
    team: sql`coalesce(min(t.team_name), '')`,
    person: sql`min(${persons.personName})`,
  },
};

/**
 * salaryStatistics: the pay rows of a range of months summed per company, team or person (sorted by
 * company, team and name), and over them all. Read from the same rows as the pay list, so they agree.
 */
export async function salaryStatistics(
  db: Database,
  query: SalaryStatisticsQuery,
): Promise<SalaryStatistics> {
  statementMonths(query);
  const where = and(
    eq(personSalaries.projectId, query.projectId),
    gte(personSalaries.salaryMonth, query.monthStart),
    lte(personSalaries.salaryMonth, query.monthEnd),
    query.companyId ? eq(personSalaries.companyId, query.companyId) : undefined,
    query.teamId ? eq(personSalaries.teamId, query.teamId) : undefined,
    query.personName?.trim()
      ? ilike(persons.personName, containsPattern(query.personName.trim()))
      : undefined,
  );
  const group = GROUPS[query.groupBy];
  const from = sql`${personSalaries}
    inner join ${persons} on ${persons.id} = ${personSalaries.personId}
    left join companies c on c.id = ${personSalaries.companyId}
    left join teams t on t.id = ${personSalaries.teamId}`;
  const figures = sql.join(
    Object.entries(FIGURES).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const grouped = await selectRows<GroupRow>(
    db,
    sql`
      select ${group.id} as group_id, ${group.company} as company_name, ${group.team} as team_name,
        ${group.person} as person_name, ${figures}
      from ${from} where ${where}
      group by ${group.id}
      order by company_name, team_name, person_name, group_id`,
  );
  const [total] = await selectRows<FigureRow>(db, sql`select ${figures} from ${from} where ${where}`);
  return {
    records: grouped.map((row) => ({
      groupId: String(row.group_id),
      companyName: String(row.company_name ?? ''),
      teamName: String(row.team_name ?? ''),
      personName: String(row.person_name ?? ''),
      ...figuresOf(row),
    })),
    summary: figuresOf(total),
  };
}
