import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { formatDateTime, isIdCard, isMobilePhone } from '@site/shared-schema';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dictionaries,
  personBlacklist,
  personFormFields,
  personRecords,
  persons,
  teams,
  temporaryInfos,
} from '../../db/schema';
import { type ServerWithRows, startTestServerWithRows } from '../../test/seeded-rows';
import { DEMO_ORG_ID, DEMO_PROJECTS } from '../demo';
import { defaultPersonFormFields } from './form-fields';
import { HEAD_PHOTO } from './head-photo';
import { OTHER_POSTS, PROJECT_PLANS } from './roster';

const MAIN = DEMO_PROJECTS.main;
const PLAN = PROJECT_PLANS[0];
const planned = (members: [string, number][][]) =>
  members.flat().reduce((total, [, count]) => total + count, 0);

describe('the seeded demo personnel', () => {
  let seeded: ServerWithRows;
  beforeAll(async () => {
    seeded = await startTestServerWithRows();
  });
  afterAll(() => seeded.close());

  it('gives every team a leader: one of its members on the job, with his phone', async () => {
    const { db } = seeded;
    const rows = await db
      .select({ teamId: teams.id, leaderName: teams.leaderName, leaderPhone: teams.leaderPhone })
      .from(teams)
      .where(eq(teams.projectId, MAIN));
    expect(rows).toHaveLength(PLAN.teams.length);
    const onJob = await db
      .select({ teamId: persons.teamId, leaderName: persons.personName, leaderPhone: persons.phone })
      .from(persons)
      .where(and(eq(persons.projectId, MAIN), eq(persons.onJobStatus, 1)));
    for (const team of rows) {
      expect(onJob, `the leader of ${team.teamId}`).toContainEqual(team);
      expect(isMobilePhone(team.leaderPhone)).toBe(true);
    }
  });

  it('holds the main project’s roster: its teams, workers, managers and other staff', async () => {
    const { db } = seeded;
    const counts = await db
      .select({ personType: persons.personType, count: sql<number>`count(*)`.mapWith(Number) })
      .from(persons)
      .where(eq(persons.projectId, MAIN))
      .groupBy(persons.personType);
    const typeCount = (type: string) => counts.find((row) => row.personType === type)?.count;
    const ofTeams = (type: string) =>
      planned(PLAN.teams.filter((team) => team.personType === type).map((team) => team.members));
    expect(typeCount('WORKER')).toBe(ofTeams('WORKER'));
    expect(typeCount('MANAGER')).toBe(ofTeams('MANAGER'));
    expect(typeCount('OTHER')).toBe(planned(PLAN.others.map((others) => others.members)));
    const teamNames = await db.select({ name: teams.teamName }).from(teams).where(eq(teams.projectId, MAIN));
    expect(teamNames.map((team) => team.name).sort()).toEqual(PLAN.teams.map((team) => team.teamName).sort());

    const others = await db
      .select({ post: dictionaries.dictionaryName, typeCode: dictionaries.typeCode })
      .from(persons)
      .innerJoin(dictionaries, eq(dictionaries.id, persons.workerTypeId))
      .where(and(eq(persons.projectId, MAIN), eq(persons.personType, 'OTHER')));
    expect(new Set(others.map((row) => row.post))).toEqual(new Set(OTHER_POSTS));
    expect(others.every((row) => row.typeCode === 'workerType')).toBe(true);
    const [{ enabled }] = await db
      .select({ enabled: sql<number>`count(*)`.mapWith(Number) })
      .from(persons)
      .where(and(eq(persons.projectId, MAIN), isNotNull(persons.cloudAttendanceTime)));
    expect(enabled).toBe(PLAN.cloudAttendance);
  });

  it('records only people on the job, workers and managers, and none before they came', async () => {
    const [wrong] = await seeded.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(personRecords)
      .innerJoin(persons, eq(persons.id, personRecords.personId))
      .where(
        sql`${persons.onJobStatus} <> 1 or ${persons.personType} = 'OTHER'
          or ${personRecords.recordTime}::date < ${persons.entryDate}`,
      );
    expect(wrong.count).toBe(0);
  });

  it('serves a drawn JPEG photo for every person who has one', async () => {
    const { db, server } = seeded;
    const rows = await db
      .select({ path: persons.headPhotoPath })
      .from(persons)
      .where(and(eq(persons.projectId, MAIN), sql`${persons.headPhotoPath} <> ''`));
    const folder = await readdir(join(server.dataDir, 'files', 'p', MAIN, 'headPhoto'));
    const files = new Set(folder.map((name) => `p/${MAIN}/headPhoto/${name}`));
    expect(rows.every((row) => files.has(row.path))).toBe(true);
    const token = await server.login('manager');
    for (const { path } of rows.filter((_, index) => index % 100 === 0)) {
      const response = await fetch(`${server.url}/files/${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.headers.get('content-type')).toMatch(/^image\/jpeg/);
      const image = decode(Buffer.from(await response.arrayBuffer()));
      expect([image.width, image.height]).toEqual([HEAD_PHOTO.width, HEAD_PHOTO.height]);
    }
  });

  it('bars a dozen people of no roster in the main project', async () => {
    const { db } = seeded;
    const rows = await db.select().from(personBlacklist).where(eq(personBlacklist.projectId, MAIN));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const now = formatDateTime(Date.now());
    for (const row of rows) {
      expect(isIdCard(row.idcardNumber)).toBe(true);
      expect(row.orgId).toBe(DEMO_ORG_ID);
      expect([row.eventDescription, row.eventPlace].every(Boolean)).toBe(true);
      expect((row.eventTime as string) < now).toBe(true);
    }
    const listed = await db
      .select({ id: persons.id })
      .from(persons)
      .where(
        inArray(
          persons.idcardNumber,
          rows.map((row) => row.idcardNumber),
        ),
      );
    expect(listed).toEqual([]);
  });

  it('registers visitors of the last weeks, pending, approved and refused with an opinion', async () => {
    const rows = await seeded.db.select().from(temporaryInfos).where(eq(temporaryInfos.projectId, MAIN));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((row) => row.approveStatus))).toEqual(new Set([0, 1, 2]));
    for (const row of rows) {
      expect(isIdCard(row.idcardNumber) && isMobilePhone(row.phone)).toBe(true);
      expect((row.visitStartTime as string) < (row.visitEndTime as string)).toBe(true);
      const decided = row.approveStatus !== 0;
      expect([Boolean(row.approveUserId), Boolean(row.approveTime)]).toEqual([decided, decided]);
      if (row.approveStatus === 2) expect(row.approveOpinion).not.toBe('');
    }
  });

  it('configures the person forms for the org, and the main project’s own rule', async () => {
    const { db } = seeded;
    const defaults = await db
      .select()
      .from(personFormFields)
      .where(and(eq(personFormFields.orgId, DEMO_ORG_ID), isNull(personFormFields.projectId)));
    for (const personType of ['WORKER', 'MANAGER', 'OTHER'] as const) {
      const rows = defaults
        .filter((row) => row.personType === personType)
        .sort((a, b) => a.sort - b.sort)
        .map(({ fieldKey, fieldName, fieldType, sourceType, requiredStatus, showStatus, sort }) => ({
          fieldKey,
          fieldName,
          fieldType,
          sourceType,
          requiredStatus,
          showStatus,
          sort,
        }));
      expect(rows).toEqual(defaultPersonFormFields(personType));
    }
    const own = await db.select().from(personFormFields).where(eq(personFormFields.projectId, MAIN));
    expect(own).toMatchObject([
      { personType: 'WORKER', fieldKey: 'phone', requiredStatus: 1, showStatus: 1 },
    ]);
  });
});
