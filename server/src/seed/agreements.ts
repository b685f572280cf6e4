import { formatDateTime, startOfDay } from '@site/shared-schema';
import type { Database } from '../db/client';
import { agreementExceptions, agreementLockedPersons, projectAgreements } from '../db/schema';
import { DEMO_PROJECTS } from './demo';

const DAY = 86_400_000;

const CITY = { agreementCode: 'HZ_SMZ', agreementName: '杭州市建筑工人实名制管理平台' };
const PROVINCE = { agreementCode: 'ZJ_JZGR', agreementName: '浙江省建筑工人管理服务信息平台' };

/**
 * Agreements of the demo projects. Only the long-named project has reporting exceptions and locked
 * labourers: the end-to-end tests of the other projects must not meet the exception dialog or the lock notice.
 */
export async function seedAgreements(db: Database): Promise<void> {
  const now = Date.now();
  const daysAgo = (days: number) => formatDateTime(now - days * DAY);
  await db.insert(projectAgreements).values([
    { id: 'agreement-main-city', projectId: DEMO_PROJECTS.main, ...CITY, sort: 1 },
    { id: 'agreement-long-city', projectId: DEMO_PROJECTS.longName, ...CITY, sort: 1 },
    { id: 'agreement-long-province', projectId: DEMO_PROJECTS.longName, ...PROVINCE, sort: 2 },
  ]);
  const period = { startDate: startOfDay(now - 7 * DAY), endDate: daysAgo(0) };
  await db.insert(agreementExceptions).values([
    { agreementId: 'agreement-main-city', operateType: 'PERSON_UPLOAD', ...period, exceptionRecordCount: 0 },
    { agreementId: 'agreement-long-city', operateType: 'PERSON_UPLOAD', ...period, exceptionRecordCount: 3 },
    {
      agreementId: 'agreement-long-province',
      operateType: 'VERIFY_RECORD_UPLOAD',
      ...period,
      exceptionRecordCount: 12,
    },
  ]);
  const locked = { projectId: DEMO_PROJECTS.longName, agreementId: 'agreement-long-province' };
  await db.insert(agreementLockedPersons).values([
    {
      ...locked,
      personName: '周海波',
      idcardNumber: '330109198803152317',
      teamName: '管廊钢筋班',
      workerTypeName: '钢筋工',
      lockReason: '劳动合同未上报',
      lockedAt: daysAgo(2),
    },
    {
      ...locked,
      personName: '吴小军',
      idcardNumber: '33010919920611403X',
      teamName: '道路摊铺班',
      workerTypeName: '普工',
      lockReason: '考勤记录连续上报失败',
      lockedAt: daysAgo(1),
    },
  ]);
}
