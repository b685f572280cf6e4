import { AGREEMENT_API, type ZqxyCompany, type ZqxyTeam } from '@site/shared-schema';
import type { ExchangeList } from './ExchangeTab';

/** The participating companies of the project on the agreement's platform. */
export const COMPANY_LIST: ExchangeList<ZqxyCompany> = {
  name: 'company',
  page: AGREEMENT_API.companyPage,
  pull: { path: AGREEMENT_API.pullCompany, labelKey: 'zqxy.pullCompany' },
  upload: { path: AGREEMENT_API.companyUpload, bodyOf: (companyIds) => ({ companyIds }) },
  exit: { path: AGREEMENT_API.companyExit, bodyOf: (companyId) => ({ companyId }) },
  nameOf: (row) => row.companyName,
  columns: (t) => [
    { title: t('zqxy.fields.companyName'), dataIndex: 'companyName' },
    { title: t('zqxy.fields.creditCode'), dataIndex: 'creditCode' },
  ],
};

/** The teams of the project on the platform; an upload needs the team's leader. */
export const TEAM_LIST: ExchangeList<ZqxyTeam> = {
  name: 'team',
  page: AGREEMENT_API.teamPage,
  pull: { path: AGREEMENT_API.pullTeam, labelKey: 'zqxy.pullTeam' },
  upload: { path: AGREEMENT_API.teamUpload, bodyOf: (teamIds) => ({ teamIds }) },
  exit: { path: AGREEMENT_API.teamExit, bodyOf: (teamId) => ({ teamId }) },
  nameOf: (row) => row.teamName,
  columns: (t) => [
    { title: t('zqxy.fields.teamName'), dataIndex: 'teamName' },
    { title: t('zqxy.fields.companyName'), dataIndex: 'companyName' },
  ],
};
