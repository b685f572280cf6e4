import { SALARY_MESSAGES, type SalaryCalculation } from '@site/shared-schema';
import { and, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personContracts, personSalaries, persons } from '../../db/schema';
import { monthDays, personDays } from '../attendance/person-days';
import { hoursOf, workingDays } from './working-days';

/** Rows written per insert. */
const BATCH = 500;

interface Attendance {
  days: number;
  minutes: number;
}

/** Each person's attended days and worked minutes of the month, from the attendance core. */
async function attendanceOf(
  db: Database,
  projectId: string,
  month: string,
  personIds?: string[],
): Promise<Map<string, Attendance>> {
  const attended = new Map<string, Attendance>();
  for (const day of await personDays(db, { projectId, ...monthDays(month), personIds })) {
    const person = attended.get(day.personId) ?? { days: 0, minutes: 0 };
    person.days += 1;
    person.minutes += day.workMinutes;
    attended.set(day.personId, person);
  }
  return attended;
}

/** The contract of each person valid in some part of the month: the one that started last. */
async function contractsOf(db: Database, projectId: string, month: string, personIds?: string[]) {
  const { from, to } = monthDays(month);
  const rows = await db
    .select({
      id: personContracts.id,
      personId: personContracts.personId,
      wageMode: personContracts.wageMode,
      wageRate: personContracts.wageRate,
    })
    .from(personContracts)
    .where(
      and(
        eq(personContracts.projectId, projectId),
        lte(personContracts.startDate, to),
        or(isNull(personContracts.endDate), gte(personContracts.endDate, from)),
        personIds ? inArray(personContracts.personId, personIds) : undefined,
      ),
    )
    .orderBy(personContracts.startDate, personContracts.createdAt);
  return new Map(rows.map((row) => [row.personId, row]));
}

/**
 * The pay rows of the month, as the calculation makes them (pieces and adjustment aside): of these people,
 * or of everyone on the payroll: people with a contract valid in the month and workers who attended.
 */
export async function payRowsOf(
  db: Database,
  projectId: string,
  month: string,
  personIds: string[] | undefined,
  calculateTime: string,
) {
  const [attended, contracts] = await Promise.all([
    attendanceOf(db, projectId, month, personIds),
    contractsOf(db, projectId, month, personIds),
  ]);
  const ids = personIds ?? [...new Set([...attended.keys(), ...contracts.keys()])];
  if (ids.length === 0) return [];
  const people = await db
    .select({
      id: persons.id,
      companyId: persons.companyId,
      teamId: persons.teamId,
      personType: persons.personType,
    })
    .from(persons)
    .where(and(eq(persons.projectId, projectId), inArray(persons.id, ids)));
  const divisor = workingDays(month);
  // Unasked, a manager or other person without a contract is not on the payroll; a worker is, to be seen.
  const listed = people.filter(
    (person) => personIds || contracts.has(person.id) || person.personType === 'WORKER',
  );
  return listed.map((person) => {
    const attendance = attended.get(person.id) ?? { days: 0, minutes: 0 };
    const contract = contracts.get(person.id);
    return {
      projectId,
      salaryMonth: month,
      personId: person.id,
      companyId: person.companyId,
      teamId: person.teamId,
      contractId: contract?.id ?? null,
      wageMode: contract?.wageMode ?? null,
      wageRate: contract?.wageRate ?? null,
      workingDays: divisor,
      days: attendance.days,
      hours: hoursOf(attendance.minutes),
      reason: contract ? '' : SALARY_MESSAGES.noContract,
      calculateTime,
    };
  });
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Computes a month's pay of a project: everyone holding a contract valid in the month, every worker who
 * attended (without a contract, listed with the reason), and everyone already listed unsettled. Unsettled rows are refreshed (their pieces, adjustment and remark
 * kept); settled rows are never touched.
 */
export async function calculateMonth(
  db: Database,
  projectId: string,
  month: string,
  calculateTime: string,
): Promise<SalaryCalculation> {
  const listed = await db
    .select({ personId: personSalaries.personId, settleStatus: personSalaries.settleStatus })
    .from(personSalaries)
    .where(and(eq(personSalaries.projectId, projectId), eq(personSalaries.salaryMonth, month)));
  const settled = new Set(listed.filter((row) => row.settleStatus === 'SETTLED').map((row) => row.personId));
  const computed = await payRowsOf(db, projectId, month, undefined, calculateTime);
  const known = new Set(computed.map((row) => row.personId));
  const stale = listed.filter((row) => !settled.has(row.personId) && !known.has(row.personId));
  const rows = [
    ...computed,
    ...(stale.length
      ? await payRowsOf(
          db,
          projectId,
          month,
          stale.map((row) => row.personId),
          calculateTime,
        )
      : []),
  ].filter((row) => !settled.has(row.personId));
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(personSalaries)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [personSalaries.projectId, personSalaries.salaryMonth, personSalaries.personId],
        set: {
          companyId: excluded('company_id'),
          teamId: excluded('team_id'),
          contractId: excluded('contract_id'),
          wageMode: excluded('wage_mode'),
          wageRate: excluded('wage_rate'),
          workingDays: excluded('working_days'),
          days: excluded('days'),
          hours: excluded('hours'),
          reason: excluded('reason'),
          calculateTime: excluded('calculate_time'),
          updatedAt: new Date(),
        },
        // A row settled meanwhile stays as it was.
        setWhere: eq(personSalaries.settleStatus, 'UNSETTLED') as SQL,
      });
  }
  return {
    calculated: rows.length,
    settledKept: settled.size,
    withoutContract: rows.filter((row) => !row.wageMode).length,
  };
}
