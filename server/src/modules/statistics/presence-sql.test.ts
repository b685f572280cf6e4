import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personRecords } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { listAreas } from '../area/queries';
import { dayPresenceCounts, dayRecords, latestDayRecords } from '../person-record/queries';
import { inAreas } from './attendance';
import { isCounted, lastRecords, presenceCounts } from './presence';

const byType = <T extends { personType: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.personType.localeCompare(b.personType));
const byPerson = <T extends { personId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.personId.localeCompare(b.personId));

/** The dashboard's and the walls' presence, counted in SQL, against the same counted from the day's records. */
describe('presence of the day in SQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('finds the latest record of each person and the counts the records give, for the site and each area', async () => {
    const { db } = server.app.taskRunner.deps;
    // The latest day with records: just after midnight, today has none yet.
    const [{ latest }] = await db
      .select({ latest: max(personRecords.recordTime) })
      .from(personRecords)
      .where(eq(personRecords.projectId, DEMO_PROJECTS.main));
    const day = String(latest).slice(0, 10);
    const records = await dayRecords(db, DEMO_PROJECTS.main, day);
    expect(records.length).toBeGreaterThan(10);
    const areas = await listAreas(db, DEMO_PROJECTS.main);
    for (const areaIds of [[], ...areas.map((area) => [area.areaId])]) {
      const counted = records.filter(isCounted).filter(inAreas(areaIds));
      expect(byPerson(await latestDayRecords(db, DEMO_PROJECTS.main, day, areaIds))).toEqual(
        byPerson(lastRecords(counted)),
      );
      expect(byType(await dayPresenceCounts(db, DEMO_PROJECTS.main, day, areaIds))).toEqual(
        byType(presenceCounts(counted)),
      );
    }
  });
});
