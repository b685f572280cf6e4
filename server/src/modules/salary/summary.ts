import { type PaySummary, PERSON_SALARY_API, PERSON_SALARY_RESOURCE } from '@site/shared-schema';
import { eq, sql } from 'drizzle-orm';
import { personSalaries, persons } from '../../db/schema';
import { bodySchemas } from '../../resource/body-schemas';
import { listWhere } from '../../resource/filters';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { salaryAdapter } from './adapter';
import { FIGURES, figuresOf } from './statistics';

const resource = PERSON_SALARY_RESOURCE;

/** The totals row of the pay list: the sums of every row the page's filters select, not only the page's. */
export const summaryPlan: RoutePlan = {
  action: 'summary',
  path: PERSON_SALARY_API.summary,
  access: resource.permission.list,
  build: ({ db }) =>
    routeParts({
      body: bodySchemas(resource).export,
      handler: async ({ body }): Promise<PaySummary> => {
        const [row] = await db
          .select({
            ...FIGURES,
            basePay: sql<string>`coalesce(sum(${personSalaries.basePay}), 0)`,
            adjustment: sql<string>`coalesce(sum(${personSalaries.adjustment}), 0)`,
          })
          .from(personSalaries)
          .innerJoin(persons, eq(persons.id, personSalaries.personId))
          .where(listWhere(resource, salaryAdapter, body));
        return { ...figuresOf(row), basePay: Number(row.basePay), adjustment: Number(row.adjustment) };
      },
    }),
};
