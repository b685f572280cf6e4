import { checkIdCardDates, isIdCard, isMobilePhone } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { addDays, addYears, ageOn, isoDate, parseIsoDate } from './dates';
import { regionOfCounty } from './homes';
import { idcardCheckCode } from './people';
import { seededRandom } from './random';
import { PROJECT_PLANS, type ProjectPlan } from './roster';
import { drawPeople, type PersonInsert } from './roster-people';

const PLAN = PROJECT_PLANS[0];
const DATES = { projectStart: new Date(2025, 2, 1), now: new Date(2026, 10, 24, 10, 30) };
const TODAY = addDays(DATES.now, 0);
const SITE = {
  teamIds: PLAN.teams.map((_, index) => `team-${index}`),
  gatesOfArea: PLAN.areas.map((_, index) => [`gate-${index}`]),
};
const OPTIONS = new Map(
  [...PLAN.teams, ...PLAN.others.map((others) => ({ ...others, personType: 'OTHER' }))].flatMap((group) =>
    group.members.map(([name]) => {
      const typeCode = group.personType === 'MANAGER' ? 'managerType' : 'workerType';
      return [`${typeCode}:${name}`, `option-${name}`] as const;
    }),
  ),
);

const draw = (plan: ProjectPlan = PLAN) => drawPeople(seededRandom(plan.seed), plan, SITE, OPTIONS, DATES);
const { rows, attendees, photos } = draw();
const memberCount = (members: [string, number][]) => members.reduce((total, [, count]) => total + count, 0);
const ofType = (type: string) => rows.filter((row) => row.personType === type);
const text = (row: PersonInsert, key: keyof PersonInsert) => row[key] as string;

describe('the drawn roster of the main project', () => {
  it('has the plan’s people in each team and of each type, about 1,500 in all', () => {
    PLAN.teams.forEach((team, index) => {
      const members = rows.filter((row) => row.teamId === SITE.teamIds[index]);
      expect(members, team.teamName).toHaveLength(memberCount(team.members));
      expect(
        members.every((row) => row.personType === team.personType && row.companyId === team.companyId),
      ).toBe(true);
    });
    const plannedOf = (type: string) =>
      memberCount(PLAN.teams.filter((team) => team.personType === type).flatMap((team) => team.members));
    expect(ofType('WORKER')).toHaveLength(plannedOf('WORKER'));
    expect(ofType('MANAGER')).toHaveLength(plannedOf('MANAGER'));
    expect(ofType('OTHER')).toHaveLength(memberCount(PLAN.others.flatMap((others) => others.members)));
    expect(ofType('OTHER').every((row) => row.teamId === null)).toBe(true);
    expect(rows.length).toBeGreaterThan(1400);
    expect(rows.length).toBeLessThan(1600);
    const workerTeams = PLAN.teams.filter((team) => team.personType === 'WORKER');
    expect(workerTeams.length).toBeGreaterThanOrEqual(18);
    expect(new Set(workerTeams.map((team) => team.companyId)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives everyone a valid ID number that agrees with gender, birth date and address', () => {
    for (const row of rows) {
      const number = text(row, 'idcardNumber');
      expect(isIdCard(number), number).toBe(true);
      expect(number[17]).toBe(idcardCheckCode(number.slice(0, 17)));
      expect(number.slice(6, 14)).toBe(text(row, 'birthDate').replaceAll('-', ''));
      expect(row.gender).toBe(Number(number[16]) % 2 === 1 ? '1' : '2');
      expect(text(row, 'address').startsWith(regionOfCounty(number.slice(0, 6)) ?? '?')).toBe(true);
      expect(row.personName).toMatch(/^\p{Script=Han}{2,3}$/u);
    }
    expect(new Set(rows.map((row) => row.idcardNumber)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.personName)).size).toBe(rows.length);
    const han = rows.filter((row) => row.nation === '汉').length;
    expect(han / rows.length).toBeGreaterThan(0.8);
    expect([...new Set(rows.map((row) => row.nation))]).toEqual(
      expect.arrayContaining(['土家', '苗', '回', '壮']),
    );
  });

  it('dates the ID cards like the law: issued within ten years, for life from 46 on', () => {
    for (const row of rows) {
      expect(checkIdCardDates(row as Parameters<typeof checkIdCardDates>[0])).toBeNull();
      const start = parseIsoDate(text(row, 'idcardStartDate'));
      expect(start <= TODAY && start >= addYears(TODAY, -10)).toBe(true);
      const ageAtIssue = ageOn(parseIsoDate(text(row, 'birthDate')), start);
      expect(ageAtIssue).toBeGreaterThanOrEqual(16);
      if (ageAtIssue >= 46) {
        expect([row.idcardTermStatus, row.idcardEndDate]).toEqual([1, null]);
      } else {
        expect(row.idcardTermStatus).toBe(0);
        expect(row.idcardEndDate).toBe(isoDate(addYears(start, ageAtIssue < 26 ? 10 : 20)));
      }
    }
    expect(rows.some((row) => row.idcardTermStatus === 1)).toBe(true);
  });

  it('fills phones, job numbers, emergency contacts and dates consistently', () => {
    for (const row of rows) {
      expect(isMobilePhone(text(row, 'phone'))).toBe(true);
      const other = row.personType === 'OTHER';
      expect(other ? row.emergencyPhone === '' : isMobilePhone(text(row, 'emergencyPhone'))).toBe(true);
      expect(text(row, 'emergencyContact').length > 0).toBe(!other);
      expect(text(row, 'jobNumber')).toMatch(other ? /^$/ : /^CN\d{5}$/);
      expect(text(row, 'entryDate') >= '2025-03-01' && text(row, 'entryDate') <= isoDate(TODAY)).toBe(true);
      if (row.onJobStatus === 1) expect(row.exitDate).toBeNull();
      else expect(text(row, 'exitDate') > text(row, 'entryDate')).toBe(true);
      expect((row.createdAt as Date) <= DATES.now).toBe(true);
    }
    const jobNumbers = rows.map((row) => row.jobNumber).filter(Boolean);
    expect(new Set(jobNumbers).size).toBe(jobNumbers.length);
    const left = rows.filter((row) => row.onJobStatus === 0).length / rows.length;
    expect(left).toBeGreaterThan(0.05);
    expect(left).toBeLessThan(0.12);
    const chief = rows.find((row) => row.workerTypeId === 'option-项目经理');
    expect(chief).toMatchObject({ personName: '张建国', phone: '13800138001', gender: '1', onJobStatus: 1 });
  });

  it('enables cloud attendance for sixty people on the job, managers first', () => {
    const enabled = rows.filter((row) => row.cloudAttendanceTime);
    expect(enabled).toHaveLength(PLAN.cloudAttendance);
    expect(enabled.every((row) => row.onJobStatus === 1 && row.personType !== 'OTHER')).toBe(true);
    expect(enabled.filter((row) => row.personType === 'MANAGER')).toHaveLength(
      ofType('MANAGER').filter((row) => row.onJobStatus === 1).length,
    );
    for (const row of enabled) {
      expect(text(row, 'cloudAttendanceTime') >= text(row, 'entryDate')).toBe(true);
      expect(parseIsoDate(text(row, 'cloudAttendanceTime').slice(0, 10)) <= TODAY).toBe(true);
    }
  });

  it("gives most people a head photo in their project's folder, drawn once each", () => {
    const withPhoto = rows.filter((row) => row.headPhotoPath);
    expect(withPhoto.length / rows.length).toBeGreaterThan(0.95);
    expect(withPhoto.length).toBeLessThan(rows.length);
    for (const row of withPhoto) expect(row.headPhotoPath).toBe(`p/1/headPhoto/${row.id}.jpg`);
    expect(photos.map((photo) => photo.path)).toEqual(withPhoto.map((row) => row.headPhotoPath));
    expect(rows.every((row) => row.idcardFrontPath === undefined && row.idcardBackPath === undefined)).toBe(
      true,
    );
  });

  it('sends the workers and managers on the job to their area’s gates from the day they came', () => {
    const expected = rows.filter((row) => row.onJobStatus === 1 && row.personType !== 'OTHER');
    expect(attendees.map((attendee) => attendee.personId)).toEqual(expected.map((row) => row.id));
    for (const attendee of attendees) {
      const row = rows.find((person) => person.id === attendee.personId) as PersonInsert;
      const area = PLAN.teams[SITE.teamIds.indexOf(row.teamId as string)].area;
      expect(attendee).toEqual({
        personId: row.id,
        personType: row.personType,
        deviceIds: SITE.gatesOfArea[area],
        since: row.entryDate,
      });
    }
  });

  it('is the same for the same seed and dates', () => {
    expect(draw()).toEqual({ rows, attendees, photos });
  });
});
