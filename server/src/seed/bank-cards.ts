import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { personBankCards, persons, projectBankCards } from '../db/schema';
import { withLuhnDigit } from '../modules/bank-card/luhn';
import { DEMO_PROJECTS } from './demo';
import { seededRandom } from './personnel/random';

const SEED = 20_251_124;

/** Banks wages are paid through, with a card prefix (issuer number) of each and a branch near the site. */
const BANKS: [bankName: string, prefix: string, bankDeposit: string][] = [
  ['中国工商银行', '622202', '中国工商银行杭州西湖支行'],
  ['中国建设银行', '622700', '中国建设银行杭州城西支行'],
  ['中国农业银行', '622848', '中国农业银行杭州转塘支行'],
  ['中国银行', '621661', '中国银行杭州之江支行'],
  ['招商银行', '622588', '招商银行杭州分行营业部'],
];

/** The project's own accounts: wages, the contractor's deposit, the labour subcontract. */
const ACCOUNTS: [accountName: string, bank: number, remark: string][] = [
  ['农民工工资专用账户', 0, '按月代发工资'],
  ['项目基本户', 1, ''],
  ['工资保证金账户', 2, '按规定存储工资保证金'],
  ['劳务分包结算账户', 3, ''],
];

/**
 * Bank cards of the main project: a wage card for about six workers in ten (19-digit numbers passing
 * the Luhn check, distinct) and the project's accounts.
 */
export async function seedBankCards(db: Database): Promise<void> {
  const random = seededRandom(SEED);
  const projectId = DEMO_PROJECTS.main;
  const used = new Set<string>();
  const cardNumber = (prefix: string) => {
    let number: string;
    do {
      number = withLuhnDigit(`${prefix}${String(random.int(0, 999_999_999_999)).padStart(12, '0')}`);
    } while (used.has(number));
    used.add(number);
    return number;
  };

  const workers = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.projectId, projectId), eq(persons.personType, 'WORKER')))
    .orderBy(asc(persons.id));
  const cards = workers
    .filter(() => random.chance(0.6))
    .map(({ id }) => {
      const [bankName, prefix, bankDeposit] = random.pick(BANKS);
      return {
        id: `bank-card-${id}`,
        projectId,
        personId: id,
        bankName,
        cardNumber: cardNumber(prefix),
        bankDeposit,
      };
    });
  if (cards.length > 0) await db.insert(personBankCards).values(cards);

  await db.insert(projectBankCards).values(
    ACCOUNTS.map(([accountName, bank, remark], index) => {
      const [bankName, prefix, bankDeposit] = BANKS[bank];
      return {
        id: `project-bank-card-${projectId}-${index + 1}`,
        projectId,
        accountName,
        bankName,
        cardNumber: cardNumber(prefix),
        bankDeposit,
        remark,
      };
    }),
  );
}
