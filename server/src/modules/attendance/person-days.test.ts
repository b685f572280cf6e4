import { ENTRY_EXIT_TYPE, type EntryExitType } from '@site/shared-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personRecords, persons } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { type ServerWithRows, startTestServerWithRows } from '../../test/seeded-rows';
import { monthDays, personDays } from './person-days';

const { main: PROJECT } = DEMO_PROJECTS;
const { in: IN, out: OUT } = ENTRY_EXIT_TYPE;

describe('personDays', () => {
  // The seeded database (the server seeds it on PostgreSQL too); its rows are read and written directly.
  let handle: ServerWithRows;
  let personId: string;
  let otherId: string;

  beforeAll(async () => {
    handle = await startTestServerWithRows();
    const [first, second] = await handle.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.projectId, PROJECT))
      .limit(2);
    personId = first.id;
    otherId = second.id;
    // A day far from the demo's records: entry, lunch out and back, exit; a day with an unclosed entry.
    const records: [string, EntryExitType, string][] = [
      [personId, IN, '2020-02-03 07:58:10'],
      [personId, OUT, '2020-02-03 11:30:00'],
      [personId, IN, '2020-02-03 12:45:30'],
      [personId, OUT, '2020-02-03 17:10:00'],
      [personId, IN, '2020-02-29 08:00:00'],
      [otherId, OUT, '2020-02-04 18:00:00'],
      [otherId, IN, '2020-03-01 08:00:00'],
    ];
    await handle.db.insert(personRecords).values(
      records.map(([id, entryExitType, recordTime]) => ({
        projectId: PROJECT,
        personId: id,
        entryExitType,
        recordTime,
      })),
    );
  });
  afterAll(() => handle.close());

  it('counts each entry to the next exit of the same day, per person and day', async () => {
    const days = await personDays(handle.db, { projectId: PROJECT, ...monthDays('2020-02') });
    expect(days).toEqual(
      [
        {
          personId,
          day: '2020-02-03',
          firstIn: '2020-02-03 07:58:10',
          lastOut: '2020-02-03 17:10:00',
          passages: 4,
          // 3 h 31 min 50 s + 4 h 24 min 30 s = 476 min 20 s
          workMinutes: 476,
        },
        {
          personId,
          day: '2020-02-29',
          firstIn: '2020-02-29 08:00:00',
          lastOut: null,
          passages: 1,
          workMinutes: 0,
        },
        {
          personId: otherId,
          day: '2020-02-04',
          firstIn: null,
          lastOut: '2020-02-04 18:00:00',
          passages: 1,
          workMinutes: 0,
        },
      ].sort((a, b) => (a.personId === b.personId ? 0 : a.personId < b.personId ? -1 : 1)),
    );
  });

  it('reads only the people asked for', async () => {
    const days = await personDays(handle.db, {
      projectId: PROJECT,
      from: '2020-02-01',
      to: '2020-03-31',
      personIds: [otherId],
    });
    expect(days.map((day) => day.day)).toEqual(['2020-02-04', '2020-03-01']);
    expect(
      await personDays(handle.db, {
        projectId: PROJECT,
        from: '2020-02-01',
        to: '2020-03-31',
        personIds: [],
      }),
    ).toEqual([]);
  });

  it('names the days of a month, leap years included', () => {
    expect(monthDays('2020-02')).toEqual({ from: '2020-02-01', to: '2020-02-29' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
