import type { PersonType } from '@site/shared-schema';
import { addDays, daysBetween, isoDate } from './dates';
import { type Gender, randomChineseName, relativeName } from './people';
import type { Random } from './random';

/** Share of people who have left the job by type: registered, never recorded. Managers rarely leave. */
const LEFT_THE_JOB: Record<PersonType, number> = { WORKER: 0.1, MANAGER: 0.03, OTHER: 0.1 };
/** Leaving is drawn only for people here at least this long; they left before the week of records. */
const LEAST_DAYS_FOR_LEAVING = 21;
const REMARK_SHARE = 0.05;
const REMARKS = [
  '持特种作业操作证',
  '夫妻同在本项目务工',
  '老乡介绍入场',
  '已完成三级安全教育',
  '需定期复查血压，不宜登高作业',
  '工资卡已办理',
  '曾在本公司其他项目务工',
];

export interface Employment {
  entryDate: string;
  onJobStatus: 0 | 1;
  exitDate: string | null;
}

/**
 * When a person came and whether he left: managers and other staff come with the project's first months,
 * workers all along, more of them as the works grow. A leaver left at least a week after coming and
 * before the week of records, so no record contradicts his status.
 */
export function drawEmployment(
  random: Random,
  personType: PersonType,
  projectStart: Date,
  today: Date,
  mayLeave = true,
): Employment {
  const span = Math.max(0, daysBetween(projectStart, today));
  const offset =
    personType === 'WORKER' ? Math.floor(span * random.next() ** 0.6) : random.int(0, Math.min(span, 75));
  const entry = addDays(projectStart, offset);
  const here = daysBetween(entry, today);
  if (!mayLeave || here < LEAST_DAYS_FOR_LEAVING || !random.chance(LEFT_THE_JOB[personType])) {
    return { entryDate: isoDate(entry), onJobStatus: 1, exitDate: null };
  }
  return {
    entryDate: isoDate(entry),
    onJobStatus: 0,
    exitDate: isoDate(addDays(entry, random.int(7, here - 8))),
  };
}

/** Whom to call in an emergency: the spouse of a grown-up, else a parent or sibling of the same surname. */
export function drawEmergencyContact(
  random: Random,
  person: { personName: string; gender: Gender; age: number },
): string {
  if (person.age >= 25 && random.chance(0.6))
    return randomChineseName(random, person.gender === '1' ? '2' : '1');
  return relativeName(random, person.personName, random.chance(0.5) ? '1' : '2');
}

export const drawRemark = (random: Random): string =>
  random.chance(REMARK_SHARE) ? random.pick(REMARKS) : '';
