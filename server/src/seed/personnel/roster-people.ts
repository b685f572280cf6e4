import { formatDateTime, type PersonType } from '@site/shared-schema';
import type { persons } from '../../db/schema';
import { addDays, ageOn, daysBetween, parseIsoDate } from './dates';
import { drawEmergencyContact, drawEmployment, drawRemark } from './employment';
import { drawLook } from './head-photo';
import { drawIdentity, type IdentityProfile } from './identity';
import { randomMobile, unique } from './people';
import { headPhotoPath, type PhotoToWrite } from './photo-files';
import type { Random } from './random';
import type { Attendee } from './records';
import { FEMALE_SHARE, FEMALE_SHARE_DEFAULT, type Helmet, type ProjectPlan } from './roster';
import type { SiteIds } from './site';

/** Share of people with a head photo: a few were registered without one. */
const WITH_PHOTO = 0.97;
const AGES: Record<PersonType, IdentityProfile['ages']> = {
  WORKER: [20, 60],
  MANAGER: [25, 56],
  OTHER: [28, 60],
};

/** The work type and post options by `typeCode:name`. */
export type TypeOptions = Map<string, string>;

export type PersonInsert = typeof persons.$inferInsert;

export interface DrawnPeople {
  rows: PersonInsert[];
  /** The people on the job who pass the gates: workers and managers (other staff are in no count). */
  attendees: Attendee[];
  photos: PhotoToWrite[];
}

/** One place in the roster: a member of a team, or another person of a company. */
interface Slot {
  personType: PersonType;
  companyId: string;
  teamIndex: number | null;
  typeName: string;
  helmet: Helmet | null;
}

function slotsOf(plan: ProjectPlan): Slot[] {
  const ofTeams = plan.teams.flatMap((team, teamIndex) =>
    team.members.flatMap(([typeName, count]) =>
      Array.from({ length: count }, () => ({
        personType: team.personType,
        companyId: team.companyId,
        teamIndex,
        typeName,
        helmet: team.helmet,
      })),
    ),
  );
  const others = plan.others.flatMap(({ companyId, members }) =>
    members.flatMap(([typeName, count]) =>
      Array.from({ length: count }, () => ({
        personType: 'OTHER' as const,
        companyId,
        teamIndex: null,
        typeName,
        helmet: null,
      })),
    ),
  );
  return [...ofTeams, ...others];
}

/** Job numbers in order of registration; other staff have none (their form hides it). */
function assignJobNumbers(rows: PersonInsert[], prefix: string): void {
  const registered = rows
    .filter((row) => row.personType !== 'OTHER')
    .sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  registered.forEach((row, index) => {
    row.jobNumber = `${prefix}${String(index + 1).padStart(5, '0')}`;
  });
}

/** Cloud attendance for the managers on the job first, then for some workers (team leaders and the like). */
function enableCloudAttendance(random: Random, rows: PersonInsert[], count: number, now: Date): void {
  const onJob = rows.filter((row) => row.onJobStatus === 1 && row.personType !== 'OTHER');
  const managers = onJob.filter((row) => row.personType === 'MANAGER');
  const workers = onJob.filter((row) => row.personType === 'WORKER');
  const chosen = managers.slice(0, count);
  while (chosen.length < count && workers.length > 0) {
    chosen.push(...workers.splice(random.int(0, workers.length - 1), 1));
  }
  for (const row of chosen) {
    const entry = parseIsoDate(row.entryDate as string);
    const day = addDays(entry, random.int(0, Math.max(0, daysBetween(entry, now) - 1)));
    const time = day.getTime() + random.int(8 * 60, 17 * 60) * 60_000;
    row.cloudAttendanceTime = formatDateTime(Math.min(time, now.getTime()));
  }
}

/**
 * Everyone of a plan's roster with every field filled: the teams' members, then other staff. The draws
 * depend only on the random source, the plan and the dates given, so a seed gives the same people.
 */
export function drawPeople(
  random: Random,
  plan: ProjectPlan,
  site: SiteIds,
  options: TypeOptions,
  dates: { projectStart: Date; now: Date },
): DrawnPeople {
  const { projectStart, now } = dates;
  const today = addDays(now, 0);
  const taken = { names: new Set<string>(), idcards: new Set<string>() };
  const phones = new Set<string>();
  const chief = plan.projectManager;
  if (chief) {
    taken.names.add(chief.personName);
    phones.add(chief.phone);
  }
  const rows: PersonInsert[] = [];
  const attendees: Attendee[] = [];
  const photos: PhotoToWrite[] = [];

  for (const slot of slotsOf(plan)) {
    const typeCode = slot.personType === 'MANAGER' ? 'managerType' : 'workerType';
    const workerTypeId = options.get(`${typeCode}:${slot.typeName}`);
    if (!workerTypeId) throw new Error(`seed personnel: no ${typeCode} option ${slot.typeName}`);
    const isChief = chief !== undefined && slot.typeName === '项目经理';
    const id = `person-${plan.projectId}-${String(rows.length + 1).padStart(4, '0')}`;
    const femaleShare = FEMALE_SHARE[slot.typeName] ?? FEMALE_SHARE_DEFAULT;
    const identity = drawIdentity(random, { ages: AGES[slot.personType], femaleShare }, today, taken);
    const age = ageOn(parseIsoDate(identity.birthDate), today);
    const employment = drawEmployment(random, slot.personType, projectStart, today, !isChief);
    const phone = isChief ? chief.phone : unique(phones, () => randomMobile(random));
    const withContact = slot.personType !== 'OTHER';
    const registered = parseIsoDate(employment.entryDate);
    registered.setMinutes(random.int(7 * 60, 10 * 60));
    const row: PersonInsert = {
      id,
      projectId: plan.projectId,
      ...identity,
      ...(isChief && { personName: chief.personName }),
      personType: slot.personType,
      companyId: slot.companyId,
      teamId: slot.teamIndex === null ? null : site.teamIds[slot.teamIndex],
      workerTypeId,
      ...employment,
      headPhotoPath: '',
      phone,
      jobNumber: '',
      emergencyContact: withContact ? drawEmergencyContact(random, { ...identity, age }) : '',
      emergencyPhone: withContact ? unique(phones, () => randomMobile(random)) : '',
      remark: drawRemark(random),
      cloudAttendanceTime: null,
      createdAt: new Date(Math.min(registered.getTime(), now.getTime())),
    };
    if (random.chance(WITH_PHOTO)) {
      row.headPhotoPath = headPhotoPath(plan.projectId, id);
      const look = drawLook(random, {
        personType: slot.personType,
        gender: identity.gender,
        age,
        helmet: slot.helmet,
      });
      photos.push({ path: row.headPhotoPath, look });
    }
    rows.push(row);
    if (row.onJobStatus === 1 && slot.teamIndex !== null) {
      const area = plan.teams[slot.teamIndex].area;
      attendees.push({
        personId: id,
        personType: slot.personType,
        deviceIds: site.gatesOfArea[area],
        since: employment.entryDate,
      });
    }
  }
  assignJobNumbers(rows, plan.jobNumberPrefix);
  enableCloudAttendance(random, rows, plan.cloudAttendance, now);
  return { rows, attendees, photos };
}
