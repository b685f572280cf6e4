import { ENTRY_EXIT_TYPE, type EntryExitType, PERSON_RECORD_RESOURCE } from '@site/shared-schema';
import { and, between, count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { attendanceDayMarks, attendanceDays, personRecords, persons } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { todayOf } from '../../test/personnel';
import { startTestServer, type TestServer } from '../../test/server';
import { summariseDays } from './day-summaries';
import { monthDays, type PersonDaysQuery, personDays, personDaysSource } from './person-days';
import { recordDaysSql } from './record-days';
import { selectRows } from './select-rows';

const { main: MAIN } = DEMO_PROJECTS;
const { in: IN, out: OUT } = ENTRY_EXIT_TYPE;

describe('attendance day summaries', () => {
  let server: TestServer;
  let admin: string;
  let db: Database;
  let people: string[];

  /** The rows a select answers, in personDays' order. */
  const rowsOf = async (select: SQL | Promise<SQL>) =>
    selectRows(db, sql`${await select} order by person_id, day`);
  /** What the records alone answer, never a stored summary. */
  const live = (query: PersonDaysQuery) => rowsOf(recordDaysSql(query));
  const stored = (query: PersonDaysQuery) => rowsOf(personDaysSource(db, query));

  const marksOf = async (from: string, to: string) =>
    (
      await db
        .select({ day: attendanceDayMarks.day })
        .from(attendanceDayMarks)
        .where(and(eq(attendanceDayMarks.projectId, MAIN), between(attendanceDayMarks.day, from, to)))
        .orderBy(attendanceDayMarks.day)
    ).map((mark) => mark.day);
  const storedRowCount = async (from: string, to: string) =>
    (
      await db
        .select({ rows: count() })
        .from(attendanceDays)
        .where(and(eq(attendanceDays.projectId, MAIN), between(attendanceDays.day, from, to)))
    )[0].rows;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    db = server.app.taskRunner.deps.db;
    people = (
      await db
        .select({ id: persons.id })
        .from(persons)
        .where(eq(persons.projectId, MAIN))
        .orderBy(persons.id)
        .limit(3)
    ).map((person) => person.id);
    // Days far from the seeded ones, written in bulk before any report (as the seed is): lunch out and
    // back, an unclosed entry, an exit alone, two entries in a row, and a month kept for the race.
    const records: [number, EntryExitType, string][] = [
      [0, IN, '2021-05-10 07:58:10'],
      [0, OUT, '2021-05-10 11:30:00'],
      [0, IN, '2021-05-10 12:45:30'],
      [0, OUT, '2021-05-10 17:10:00'],
      [1, IN, '2021-05-10 08:00:00'],
      [1, IN, '2021-05-10 08:05:00'],
      [1, OUT, '2021-05-10 16:00:00'],
      [0, IN, '2021-05-31 08:00:00'],
      [2, OUT, '2021-05-11 18:00:00'],
      [2, IN, '2021-05-11 23:59:59'],
      [2, OUT, '2021-05-12 00:00:01'],
      [0, IN, '2019-01-07 08:00:00'],
      [0, OUT, '2019-01-07 17:00:00'],
      [1, IN, '2019-01-21 08:00:00'],
    ];
    await db.insert(personRecords).values(
      records.map(([index, entryExitType, recordTime]) => ({
        projectId: MAIN,
        personId: people[index],
        entryExitType,
        recordTime,
      })),
    );
  });
  afterAll(() => server.close());

  it('answers from stored days what the records answer, over the seeded days and inserted records', async () => {
    const today = todayOf();
    // The seeded records: the previous month to today, whose records are read live.
    const { from } = monthDays(todayOf(Date.now() - 31 * 86_400_000).slice(0, 7));
    const seeded = { projectId: MAIN, from, to: today };
    expect((await live(seeded)).length).toBeGreaterThan(0);
    expect(await stored(seeded)).toEqual(await live(seeded));
    // Every past day of the range is stored now, today is not; the second answer reads them.
    const pastDays = (Date.parse(today) - Date.parse(from)) / 86_400_000;
    expect(await marksOf(from, today)).toHaveLength(pastDays);
    expect(await marksOf(today, today)).toEqual([]);
    expect(await stored(seeded)).toEqual(await live(seeded));

    const may = { projectId: MAIN, ...monthDays('2021-05') };
    expect(await stored(may)).toEqual(await live(may));
    expect(await marksOf(may.from, may.to)).toHaveLength(31);
    expect(await storedRowCount(may.from, may.to)).toBe((await live(may)).length);
    // A page of people reads their stored rows alone.
    const page = { ...may, personIds: [people[1], people[2]] };
    expect(await stored(page)).toEqual(await live(page));
    expect(await personDays(db, { ...may, personIds: [] })).toEqual([]);
  });

  it('reads the stored row of a stored day, not the records', async () => {
    const day = { projectId: MAIN, from: '2021-05-31', to: '2021-05-31' };
    await summariseDays(db, MAIN, day.from, day.to);
    const ofDay = and(eq(attendanceDays.projectId, MAIN), eq(attendanceDays.day, day.from));
    await db.update(attendanceDays).set({ passages: 99 }).where(ofDay);
    expect((await personDays(db, day)).map((row) => row.passages)).toEqual([99]);
    await db.update(attendanceDays).set({ passages: 1 }).where(ofDay);
  });

  it('drops a stored day when a record is added for it, and answers the new record', async () => {
    const day = { projectId: MAIN, from: '2021-05-10', to: '2021-05-10', personIds: [people[0]] };
    const [before] = await personDays(db, day);
    expect(before.passages).toBe(4);
    expect(await marksOf(day.from, day.to)).toEqual([day.from]);
    const added = await server.post(
      PERSON_RECORD_RESOURCE.api.add,
      { projectId: MAIN, personId: people[0], entryExitType: IN, recordTime: '2021-05-10 18:00:00' },
      admin,
    );
    expect(added.code).toBe(200);
    expect(await marksOf(day.from, day.to)).toEqual([]);
    const [after] = await personDays(db, day);
    expect(after).toEqual({ ...before, passages: 5 });
    expect(await stored(day)).toEqual(await live(day));
    // The other days of the month stayed stored.
    expect(await marksOf('2021-05-11', '2021-05-31')).toHaveLength(21);
  });

  it("answers today's records as they come, without storing today", async () => {
    const today = todayOf();
    const query = { projectId: MAIN, from: today, to: today, personIds: [people[2]] };
    const passages = (await personDays(db, query)).reduce((sum, row) => sum + row.passages, 0);
    const added = await server.post(
      PERSON_RECORD_RESOURCE.api.add,
      { projectId: MAIN, personId: people[2], entryExitType: IN },
      admin,
    );
    expect(added.code).toBe(200);
    expect(await personDays(db, query)).toMatchObject([{ day: today, passages: passages + 1 }]);
    // Read with stored past days too: today's row comes from the records.
    const month = { ...query, from: todayOf(Date.now() - 5 * 86_400_000) };
    expect((await personDays(db, month)).at(-1)).toMatchObject({ day: today, passages: passages + 1 });
    expect(await marksOf(today, today)).toEqual([]);
    expect(await storedRowCount(today, '9999-12-31')).toBe(0);
  });

  it('stores each day once when reports ask at the same time', async () => {
    const january = { projectId: MAIN, ...monthDays('2019-01') };
    await Promise.all(Array.from({ length: 4 }, () => summariseDays(db, MAIN, january.from, january.to)));
    await Promise.all(Array.from({ length: 4 }, () => stored(january)));
    expect(await marksOf(january.from, january.to)).toHaveLength(31);
    expect(await storedRowCount(january.from, january.to)).toBe(2);
    expect(await stored(january)).toEqual(await live(january));
  });
});
