import { API, DATE_FORMAT, formatDateTime, PERSON_API, WIDGET_CALLS } from '@site/shared-schema';
import type { Site } from './fill';
import type { CallCase } from './latency';

const PAGE_SIZE = 20;
/** The console dashboard's latest records (LATEST_RECORDS of console/src/pages/dashboard/DashboardPage.tsx). */
const DASHBOARD_RECORDS = 10;
const NAMES = ['王', '李建', '张伟', '陈', '刘强', '杨'];

const daysBefore = (day: string, days: number) =>
  formatDateTime(new Date(`${day}T00:00:00`).getTime() - days * 86_400_000, DATE_FORMAT);

/** The worker list of the large site, as its page sends it, with the given filters. */
function workers(site: Site, label: string, filters: (index: number) => Record<string, unknown>): CallCase {
  return {
    label: `people: ${label}`,
    path: PERSON_API.page,
    body: (index) => ({
      projectId: site.projectId,
      personType: 'WORKER',
      pageNumber: 1,
      pageSize: PAGE_SIZE,
      ...filters(index),
    }),
  };
}

/** The filtered, paged person list: pages, a deep page and the search form's filter combinations. */
export function personListCases(site: Site, today: string): CallCase[] {
  const lastPage = Math.max(1, Math.ceil(site.workers / PAGE_SIZE));
  // Month-long windows of entry dates over the last two years.
  const entryWindow = (index: number) => ({
    entryDateStart: daysBefore(today, 30 * ((index % 24) + 1)),
    entryDateEnd: daysBefore(today, 30 * (index % 24)),
  });
  return [
    workers(site, 'page 1', () => ({})),
    workers(site, 'pages 1-50', (index) => ({ pageNumber: 1 + (index % 50) })),
    workers(site, `last page (${lastPage})`, () => ({ pageNumber: lastPage })),
    workers(site, 'name like', (index) => ({ personName: NAMES[index % NAMES.length] })),
    workers(site, 'company + team', (index) => {
      const team = site.teams[index % site.teams.length];
      return { companyId: team.companyId, teamId: team.teamId };
    }),
    workers(site, 'on the job / left', (index) => ({ onJobStatus: index % 2 })),
    workers(site, 'entry date range (30 days)', entryWindow),
    workers(site, 'name + on job + entry dates', (index) => ({
      personName: NAMES[index % NAMES.length],
      onJobStatus: 1,
      ...entryWindow(index),
    })),
  ];
}

/** The entry/exit record list: as the wall widget and the console dashboard call it, and a day paged through. */
export function recordListCases(site: Site): CallCase[] {
  const path = WIDGET_CALLS.entryExitRecords.path;
  const recordDate = `${site.recordDay} 00:00:00`;
  const lastPage = Math.max(1, Math.ceil(site.recordDayCount / PAGE_SIZE));
  const page = (pageNumber: number) => ({
    projectId: site.projectId,
    pageNumber,
    pageSize: PAGE_SIZE,
    recordDate,
  });
  return [
    {
      label: 'records: wall widget (today, 5)',
      path,
      body: () =>
        WIDGET_CALLS.entryExitRecords.payload({ projectId: site.projectId, areaIdList: [], now: Date.now() }),
    },
    {
      label: `records: console dashboard (the day, ${DASHBOARD_RECORDS})`,
      path,
      body: () => ({ ...page(1), pageSize: DASHBOARD_RECORDS }),
    },
    { label: 'records: one day, pages 1-50', path, body: (index) => page(1 + (index % 50)) },
    { label: `records: one day, last page (${lastPage})`, path, body: () => page(lastPage) },
  ];
}

/** A light call every page makes: the current user. */
export const currentUserCase: CallCase = { label: 'current user', path: API.currentUser, body: () => ({}) };
