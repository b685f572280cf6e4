import type { Database } from '../db/client';
import { dictionaries } from '../db/schema';
import { DEMO_ORG_ID } from './demo';

const WORKER_TYPES = [
  '木工',
  '钢筋工',
  '混凝土工',
  '架子工',
  '电工',
  '焊工',
  '砌筑工',
  '抹灰工',
  '油漆工',
  '防水工',
  '塔吊司机',
  '信号工',
  '普工',
];
const MANAGER_TYPES = [
  '项目经理',
  '技术负责人',
  '安全员',
  '质量员',
  '施工员',
  '材料员',
  '资料员',
  '劳务员',
  '机械员',
];

/** The demo company-agreement variant: a government agreement's work types with its own codes. */
export const DEMO_AGREEMENT = { agreementCode: 'HZ_ZQXY', companyId: 'company-demo-1' } as const;
const AGREEMENT_WORKER_TYPES: [string, string][] = [
  ['010', '砌筑工'],
  ['020', '钢筋工'],
  ['030', '架子工'],
  ['040', '混凝土工'],
  ['130', '电工'],
  ['240', '木工'],
  ['270', '电焊工'],
  ['900', '普工'],
];

export async function seedDictionaries(db: Database): Promise<void> {
  const general = (typeCode: string, names: string[]) =>
    names.map((dictionaryName, sort) => ({ orgId: DEMO_ORG_ID, typeCode, dictionaryName, sort }));
  await db.insert(dictionaries).values([
    ...general('workerType', WORKER_TYPES),
    ...general('managerType', MANAGER_TYPES),
    ...AGREEMENT_WORKER_TYPES.map(([dictionaryCode, dictionaryName], sort) => ({
      orgId: DEMO_ORG_ID,
      typeCode: 'workerType',
      dictionaryName,
      dictionaryCode,
      sort,
      ...DEMO_AGREEMENT,
    })),
  ]);
}
