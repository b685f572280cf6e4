import { ENTRY_EXIT_TYPE } from '@site/shared-schema';
import { and, asc, between, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personRecords } from '../../db/schema';
import { DEMO_PROJECTS } from '../../seed/demo';
import { startTestServer, type TestServer } from '../../test/server';
import { listAreas } from '../area/queries';
import {
  areaPresenceCounts,
  dayPresenceCounts,
  dayRecords,
  hourlyMovements,
  hourlyPresenceChanges,
  insideGroups,
} from '../person-record/queries';
import { inAreas } from './attendance';
import { chartRows, HOURS_OF_DAY, hourlyRows } from './hourly';
import { isCounted, presence, presenceCounts } from './presence';

const byType = <T extends { personType: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.personType.localeCompare(b.personType));

/** The dashboard's and the walls' presence, counted in SQL, against the same counted from the day's records. */
describe('presence of the day in SQL', () => {
  let server: TestServer;
  let db: TestServer['app']['taskRunner']['deps']['db'];
  let day: string;
  let records: Awaited<ReturnType<typeof dayRecords>>;
  let areaIdLists: string[][];
  beforeAll(async () => {
    server = await startTestServer();
    db = server.app.taskRunner.deps.db;
    // The latest day with records: just after midnight, today has none yet.
    const [{ latest }] = await db
      .select({ latest: max(personRecords.recordTime) })
      .from(personRecords)
      .where(eq(personRecords.projectId, DEMO_PROJECTS.main));
    day = String(latest).slice(0, 10);
    // After the day's last exit nobody is inside: every second person of the day comes back at its last
    // second, so that the groups of those inside are never empty, whatever the hour the test runs at.
    const came = await db
      .selectDistinctOn([personRecords.personId], {
        personId: personRecords.personId,
        deviceId: personRecords.deviceId,
      })
      .from(personRecords)
      .where(
        and(
          eq(personRecords.projectId, DEMO_PROJECTS.main),
          between(personRecords.recordTime, `${day} 00:00:00`, `${day} 23:59:58`),
        ),
      )
      .orderBy(asc(personRecords.personId));
    await db.insert(personRecords).values(
      came
        .filter((_, index) => index % 2 === 0)
        .map(({ personId, deviceId }) => ({
          projectId: DEMO_PROJECTS.main,
          personId,
          deviceId,
          entryExitType: ENTRY_EXIT_TYPE.in,
          recordTime: `${day} 23:59:59`,
        })),
    );
    records = await dayRecords(db, DEMO_PROJECTS.main, day);
    const areas = await listAreas(db, DEMO_PROJECTS.main);
    areaIdLists = [[], ...areas.map((area) => [area.areaId])];
  });
  afterAll(() => server.close());

  it('counts who came and who is inside as the records give, for the site and each area', async () => {
    expect(records.length).toBeGreaterThan(10);
    for (const areaIds of areaIdLists) {
      const counted = records.filter(isCounted).filter(inAreas(areaIds));
      expect(byType(await dayPresenceCounts(db, DEMO_PROJECTS.main, day, areaIds))).toEqual(
        byType(presenceCounts(counted)),
      );
    }
  });

  it('groups the people inside by team, work type and company as the records give', async () => {
    const groups = new Map<string, number>();
    for (const { teamId, workerTypeId, companyId } of presence(records.filter(isCounted)).inside) {
      const key = JSON.stringify([teamId, workerTypeId, companyId]);
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    expect(groups.size).toBeGreaterThan(1);
    const found = await insideGroups(db, DEMO_PROJECTS.main, day);
    expect(
      new Map(
        found.map((group) => [
          JSON.stringify([group.teamId, group.workerTypeId, group.companyId]),
          group.inside,
        ]),
      ),
    ).toEqual(groups);
  });

  it('counts each hour of the charts as hourlyRows does, for the site and each area', async () => {
    for (const areaIds of areaIdLists) {
      const counted = records.filter(isCounted).filter(inAreas(areaIds));
      const [movements, changes] = await Promise.all([
        hourlyMovements(db, DEMO_PROJECTS.main, day, areaIds),
        hourlyPresenceChanges(db, DEMO_PROJECTS.main, day, areaIds),
      ]);
      for (const lastHour of [-1, 9, HOURS_OF_DAY - 1])
        expect(chartRows(movements, changes, lastHour)).toEqual(hourlyRows(counted, lastHour));
    }
  });

  it('finds who is inside each area and who left it as presence does among its records', async () => {
    const counts = await areaPresenceCounts(db, DEMO_PROJECTS.main, day, []);
    expect(counts.length).toBeGreaterThan(1);
    for (const [areaId] of areaIdLists.slice(1)) {
      const { inside, left } = presence(records.filter(isCounted).filter(inAreas([areaId])));
      const expected =
        inside.length + left.length > 0 ? [{ areaId, inside: inside.length, left: left.length }] : [];
      expect(counts.filter((row) => row.areaId === areaId)).toEqual(expected);
      expect(await areaPresenceCounts(db, DEMO_PROJECTS.main, day, [areaId])).toEqual(expected);
    }
  });
});
