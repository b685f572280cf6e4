import { sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, dateTime, id } from './columns';
import { companies, teams } from './company';
import { personContracts } from './contract';
import { persons } from './person';
import { projects } from './project';

/**
 * A person's pay by the wage mode of his contract, in exact cents (docs/api-decisions.md "Salary"): the
 * database computes it from the stored figures, so an edit of pieces or adjustment can never leave a
 * stale total. Null without a contract.
 */
const BASE_PAY = sql`case wage_mode
  when 'DAILY' then days * wage_rate
  when 'HOURLY' then round(hours * wage_rate, 2)
  when 'PIECE' then pieces * wage_rate
  when 'MONTHLY' then round(wage_rate * least(days, working_days) / nullif(working_days, 0), 2)
end`;

/** One person's pay of one month of a project (pay-calculation), settled and uploaded to the platform. */
export const personSalaries = pgTable(
  'person_salaries',
  {
    id: id(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    salaryMonth: text().notNull(),
    personId: text()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** The person's company and team when the pay was computed: a settled month keeps them. */
    companyId: text().references(() => companies.id, { onDelete: 'set null' }),
    teamId: text().references(() => teams.id, { onDelete: 'set null' }),
    /** The contract the pay follows; null (with `reason`) when none was valid in the month. */
    contractId: text().references(() => personContracts.id, { onDelete: 'set null' }),
    wageMode: text(),
    wageRate: numeric({ precision: 12, scale: 2, mode: 'number' }),
    /** Monday to Friday of the month: the divisor of a monthly wage. */
    workingDays: integer().notNull(),
    days: integer().notNull().default(0),
    hours: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    pieces: integer().notNull().default(0),
    basePay: numeric({ precision: 12, scale: 2, mode: 'number' }).generatedAlwaysAs(BASE_PAY),
    /** Bonus minus deduction: negative for a deduction. */
    adjustment: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    total: numeric({ precision: 12, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`(${BASE_PAY}) + adjustment`,
    ),
    /** Why the person has no pay (no contract); '' when he has. */
    reason: text().notNull().default(''),
    remark: text().notNull().default(''),
    settleStatus: text().notNull().default('UNSETTLED'),
    uploadStatus: text().notNull().default('NOT_UPLOADED'),
    uploadMessage: text().notNull().default(''),
    calculateTime: dateTime().notNull(),
    settleTime: dateTime(),
    uploadTime: dateTime(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.projectId, t.salaryMonth, t.personId)],
);
