import type {
  AttendanceDayRow,
  AttendanceMonthRow,
  AttendancePeopleFilter,
  AttendancePerson,
  AttendanceQuarterRow,
  NoAttendanceRow,
  PageResult,
} from '@site/shared-schema';
import { and, eq, inArray, lte, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personRecords, persons } from '../../db/schema';
import { dayVerdict, hoursOf } from './day-status';
import { monthDays, type PersonDay, personDays } from './person-days';
import { type Listed, type Period, pagePeople, peopleWhere } from './report-people';
import { ruleOf } from './rule';

/**
 * The people views of the attendance report: who is listed over which days, and each listed person's
 * row made from his days (personDays of just those people). A page and an export share the view.
 */
export interface PeopleView<Row> {
  period: Period;
  listed: Listed;
  rows(db: Database, projectId: string, people: AttendancePerson[]): Promise<Row[]>;
}

const daysByPerson = async (db: Database, projectId: string, period: Period, people: AttendancePerson[]) => {
  const days = await personDays(db, { projectId, ...period, personIds: people.map((p) => p.personId) });
  const byPerson = new Map<string, PersonDay[]>();
  for (const day of days) byPerson.set(day.personId, [...(byPerson.get(day.personId) ?? []), day]);
  return (personId: string) => byPerson.get(personId) ?? [];
};

const totals = (days: PersonDay[]) => ({
  attendedDays: days.length,
  workHours: hoursOf(days.reduce((sum, day) => sum + day.workMinutes, 0)),
});

export const dayView = (day: string): PeopleView<AttendanceDayRow> => ({
  period: { from: day, to: day },
  listed: 'onJobOrSeen',
  async rows(db, projectId, people) {
    const [daysOf, rule] = await Promise.all([
      daysByPerson(db, projectId, this.period, people),
      ruleOf(db, projectId),
    ]);
    return people.map((person) => {
      const [seen] = daysOf(person.personId);
      return {
        ...person,
        firstIn: seen?.firstIn ?? null,
        lastOut: seen?.lastOut ?? null,
        passages: seen?.passages ?? 0,
        workHours: hoursOf(seen?.workMinutes ?? 0),
        ...dayVerdict(seen, rule),
      };
    });
  },
});

export const monthView = (month: string): PeopleView<AttendanceMonthRow> => ({
  period: monthDays(month),
  listed: 'onJobOrSeen',
  async rows(db, projectId, people) {
    const daysOf = await daysByPerson(db, projectId, this.period, people);
    const length = Number(this.period.to.slice(8));
    return people.map((person) => {
      const days = daysOf(person.personId);
      const dayHours: (number | null)[] = Array.from({ length }, () => null);
      for (const day of days) dayHours[Number(day.day.slice(8)) - 1] = hoursOf(day.workMinutes);
      return { ...person, dayHours, ...totals(days) };
    });
  },
});

/** The months 'YYYY-MM' of a quarter 'YYYY-Qn'. */
export function quarterMonths(quarter: string): string[] {
  const [year, number] = quarter.split('-Q').map(Number);
  return [1, 2, 3].map((offset) => `${year}-${String((number - 1) * 3 + offset).padStart(2, '0')}`);
}

export const quarterView = (quarter: string): PeopleView<AttendanceQuarterRow> => {
  const months = quarterMonths(quarter);
  return {
    period: { from: monthDays(months[0]).from, to: monthDays(months[2]).to },
    listed: 'onJobOrSeen',
    async rows(db, projectId, people) {
      const daysOf = await daysByPerson(db, projectId, this.period, people);
      return people.map((person) => {
        const days = daysOf(person.personId);
        return {
          ...person,
          months: months.map((month) => ({
            month,
            ...totals(days.filter((day) => day.day.startsWith(month))),
          })),
          ...totals(days),
        };
      });
    },
  };
};

/** People on the job not seen once in the period, with their entry date and when they were last seen. */
export const noAttendanceView = (period: Period): PeopleView<NoAttendanceRow> => ({
  period,
  listed: 'onJobNotSeen',
  async rows(db, projectId, people) {
    const ids = people.map((person) => person.personId);
    if (ids.length === 0) return [];
    const [entries, latest] = await Promise.all([
      db
        .select({ id: persons.id, entryDate: persons.entryDate })
        .from(persons)
        .where(inArray(persons.id, ids)),
      db
        .select({ id: personRecords.personId, last: max(personRecords.recordTime) })
        .from(personRecords)
        .where(
          and(
            eq(personRecords.projectId, projectId),
            inArray(personRecords.personId, ids),
            lte(personRecords.recordTime, `${period.to} 23:59:59`),
          ),
        )
        .groupBy(personRecords.personId),
    ]);
    const entryOf = new Map(entries.map((row) => [row.id, row.entryDate]));
    const lastOf = new Map(latest.map((row) => [row.id, row.last]));
    return people.map((person) => ({
      ...person,
      entryDate: entryOf.get(person.personId) ?? null,
      lastRecordTime: lastOf.get(person.personId) ?? null,
    }));
  },
});

/** One page of a view. */
export async function pageView<Row>(
  db: Database,
  filter: AttendancePeopleFilter,
  view: PeopleView<Row>,
  window: { limit: number; offset: number },
): Promise<PageResult<Row>> {
  const { people, total } = await pagePeople(db, peopleWhere(filter, view.period, view.listed), window);
  return { records: await view.rows(db, filter.projectId, people), total };
}
