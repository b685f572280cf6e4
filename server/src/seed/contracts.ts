import { type ContractType, DATE_FORMAT, formatDateTime, WAGE_MODES } from '@site/shared-schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { personContracts, persons } from '../db/schema';
import { DEMO_PROJECTS } from './demo';
import { seededRandom } from './personnel/random';

const SEED = 20_251_125;
const DAY = 86_400_000;

/** Daily, hourly, piece and monthly rates of a site (yuan). */
const RATES: Record<(typeof WAGE_MODES)[number]['value'], [min: number, max: number]> = {
  DAILY: [280, 520],
  HOURLY: [35, 65],
  PIECE: [2, 20],
  MONTHLY: [6500, 12000],
};

/** The day `days` from now (negative: ago). */
const dayFrom = (days: number) => formatDateTime(Date.now() + days * DAY, DATE_FORMAT);

/**
 * The contract's end from today: one in ten already ended, one in ten ending within the month, one in
 * ten without a fixed term, the rest running for a year or two. Margins keep each clear of the 30-day
 * boundary whatever the database's time zone.
 */
function term(roll: number, random: ReturnType<typeof seededRandom>): [ContractType, number | null] {
  if (roll < 0.1) return ['FIXED_TERM', -random.int(3, 90)];
  if (roll < 0.2) return [random.chance(0.5) ? 'FIXED_TERM' : 'TASK_TERM', random.int(2, 25)];
  if (roll < 0.3) return ['OPEN_ENDED', null];
  return [random.chance(0.7) ? 'FIXED_TERM' : 'TASK_TERM', random.int(45, 700)];
}

/** Labour contracts for about half the workers of the main project, a few expired and a few expiring. */
export async function seedContracts(db: Database): Promise<void> {
  const random = seededRandom(SEED);
  const projectId = DEMO_PROJECTS.main;
  const workers = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.projectId, projectId), eq(persons.personType, 'WORKER')))
    .orderBy(asc(persons.id));
  const contracts = workers
    .filter(() => random.chance(0.5))
    .map(({ id }, index) => {
      const [contractType, endIn] = term(random.next(), random);
      const startIn = (endIn ?? 0) - random.int(180, 720);
      const { value: wageMode } = random.pick(WAGE_MODES);
      const [min, max] = RATES[wageMode];
      return {
        id: `contract-${id}`,
        projectId,
        personId: id,
        contractNo: `HT${String(index + 1).padStart(5, '0')}`,
        contractType,
        startDate: dayFrom(startIn),
        endDate: endIn === null ? null : dayFrom(endIn),
        wageMode,
        wageRate: random.int(min * 100, max * 100) / 100,
        signDate: dayFrom(startIn - random.int(0, 7)),
      };
    });
  if (contracts.length > 0) await db.insert(personContracts).values(contracts);
}
