import {
  API,
  ATTENDANCE_REPORT_API,
  CRANE_REALTIME_RESOURCE,
  DATE_FORMAT,
  formatDateTime,
  LPR_RECORD_API,
  PERSON_API,
  PERSON_RECORD_API,
  WIDGET_CALLS,
} from '@site/shared-schema';
import type { Site } from './fill';
import type { PlateSite } from './fill-plates';
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

/**
 * The console's identification record list (identify-record), as its search form sends it: as the page
 * opens (today's records), by a name within today, a past day and a week of record times (the end day
 * reaching 23:59:59), and by a name over every day (the range cleared).
 */
export function identifyRecordCases(site: Site, today: string): CallCase[] {
  const path = PERSON_RECORD_API.page;
  const list = (filters: (index: number) => Record<string, unknown>) => (index: number) => ({
    projectId: site.projectId,
    pageNumber: 1,
    pageSize: PAGE_SIZE,
    ...filters(index),
  });
  const days = (from: string, to: string) => ({
    recordTimeStart: `${from} 00:00:00`,
    recordTimeEnd: `${to} 23:59:59`,
  });
  const name = (index: number) => ({ personName: NAMES[index % NAMES.length] });
  return [
    { label: 'identify records: today (as opened)', path, body: list(() => days(today, today)) },
    {
      label: 'identify records: name like, today',
      path,
      body: list((index) => ({ ...name(index), ...days(today, today) })),
    },
    { label: 'identify records: a past day', path, body: list(() => days(site.recordDay, site.recordDay)) },
    {
      label: 'identify records: a week',
      path,
      body: list(() => days(daysBefore(site.recordDay, 6), site.recordDay)),
    },
    { label: 'identify records: name like, every day', path, body: list(name) },
  ];
}

/** A light call every page makes: the current user. */
export const currentUserCase: CallCase = { label: 'current user', path: API.currentUser, body: () => ({}) };

/**
 * The attendance report's month view (a calendar grid per person) of the month of the record day, as its
 * page asks it: the first page, pages 1-50 and a deep page (people are paged first, then only that page's
 * records are read); and the monthly report per company, which sums the whole month of the project.
 */
export function attendanceReportCases(site: Site): CallCase[] {
  const month = site.recordDay.slice(0, 7);
  const deepPage = Math.max(1, Math.floor((site.workers * 0.9) / PAGE_SIZE));
  const grid = (pageNumber: (index: number) => number) => (index: number) => ({
    projectId: site.projectId,
    month,
    pageNumber: pageNumber(index),
    pageSize: PAGE_SIZE,
  });
  return [
    { label: 'attendance month: page 1', path: ATTENDANCE_REPORT_API.listByMonth, body: grid(() => 1) },
    {
      label: 'attendance month: pages 1-50',
      path: ATTENDANCE_REPORT_API.listByMonth,
      body: grid((index) => 1 + (index % 50)),
    },
    {
      label: `attendance month: deep page (${deepPage})`,
      path: ATTENDANCE_REPORT_API.listByMonth,
      body: grid(() => deepPage),
    },
    {
      label: 'attendance monthly report (per company)',
      path: ATTENDANCE_REPORT_API.monthReport,
      body: () => ({ projectId: site.projectId, month }),
    },
  ];
}

/**
 * The plate records (lpr-record) at 1,000,000 passages, as the page's tabs send them: the access list as
 * it opens (today), a plate within today, a past day paged through, a week, a plate over every day (the
 * range cleared), and the wall's vehicle widget; the strangers and the through records as they open; the
 * through statistics of the last 7 days.
 */
export function plateRecordCases(site: PlateSite, today: string): CallCase[] {
  const list = (filters: (index: number) => Record<string, unknown>) => (index: number) => ({
    projectId: site.projectId,
    pageNumber: 1,
    pageSize: PAGE_SIZE,
    ...filters(index),
  });
  const days = (key: string, from: string, to: string) => ({
    [`${key}Start`]: `${from} 00:00:00`,
    [`${key}End`]: `${to} 23:59:59`,
  });
  const plate = (index: number) => ({ licensePlate: site.plateParts[index % site.plateParts.length] });
  const lastPage = Math.max(1, Math.ceil(site.recordDayCount / PAGE_SIZE));
  const access = LPR_RECORD_API.accessRecords;
  return [
    {
      label: 'plate records: today (as opened)',
      path: access,
      body: list(() => days('recognitionTime', today, today)),
    },
    {
      label: 'plate records: plate like, today',
      path: access,
      body: list((index) => ({ ...plate(index), ...days('recognitionTime', today, today) })),
    },
    {
      label: 'plate records: a past day, pages 1-50',
      path: access,
      body: (index) => ({
        ...list(() => days('recognitionTime', site.recordDay, site.recordDay))(index),
        pageNumber: 1 + (index % 50),
      }),
    },
    {
      label: `plate records: a past day, last page (${lastPage})`,
      path: access,
      body: (index) => ({
        ...list(() => days('recognitionTime', site.recordDay, site.recordDay))(index),
        pageNumber: lastPage,
      }),
    },
    {
      label: 'plate records: a week',
      path: access,
      body: list(() => days('recognitionTime', daysBefore(site.recordDay, 6), site.recordDay)),
    },
    { label: 'plate records: plate like, every day', path: access, body: list(plate) },
    {
      label: 'plate records: wall widget (today, 20)',
      path: access,
      body: () =>
        WIDGET_CALLS.vehicleRecords.payload({ projectId: site.projectId, areaIdList: [], now: Date.now() }),
    },
    {
      label: 'plate strangers: today (as opened)',
      path: LPR_RECORD_API.strangeRecords,
      body: list(() => days('recognitionTime', today, today)),
    },
    {
      label: 'plate through records: today (as opened)',
      path: LPR_RECORD_API.throughRecords,
      body: list(() => days('inTime', today, today)),
    },
    {
      label: 'plate statistics: last 7 days (as opened)',
      path: LPR_RECORD_API.throughStatistics,
      body: list(() => days('statDate', daysBefore(today, 6), today)),
    },
  ];
}

/**
 * The crane realtime list of data recording (1,000,000 readings): as the page opens (today's readings),
 * paged through, by the crane's name within today, a past day, and a week.
 */
export function craneRealtimeCases(site: Site, today: string): CallCase[] {
  const path = CRANE_REALTIME_RESOURCE.api.page;
  const list = (filters: (index: number) => Record<string, unknown>) => (index: number) => ({
    projectId: site.projectId,
    pageNumber: 1,
    pageSize: PAGE_SIZE,
    ...filters(index),
  });
  const days = (from: string, to: string) => ({
    recordedAtStart: `${from} 00:00:00`,
    recordedAtEnd: `${to} 23:59:59`,
  });
  const yesterday = daysBefore(today, 1);
  return [
    { label: 'crane readings: today (as opened)', path, body: list(() => days(today, today)) },
    {
      label: 'crane readings: today, pages 1-50',
      path,
      body: list((index) => ({ ...days(today, today), pageNumber: 1 + (index % 50) })),
    },
    {
      label: 'crane readings: crane name, today',
      path,
      body: list(() => ({ deviceName: site.craneName, ...days(today, today) })),
    },
    { label: 'crane readings: a past day', path, body: list(() => days(yesterday, yesterday)) },
    {
      label: 'crane readings: a week',
      path,
      body: list(() => days(daysBefore(yesterday, 6), yesterday)),
    },
  ];
}
