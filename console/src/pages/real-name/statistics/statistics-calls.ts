import {
  ATTENDANCE_REPORT_API,
  type AttendanceRule,
  COMPANY_DROPDOWN_SIZE,
  type CompanyAttendanceAnswer,
  FIRST_PAGE,
  type MonthReportRow,
  type PageResult,
  PERSONNEL_API,
  type PersonDataRate,
  type ProjectCompanyItem,
  STATISTICS_API,
  type TeamItem,
} from '@site/shared-schema';
import { exportFile } from '../../../api/download';
import { fetchData, fetchMessage } from '../../../api/http';

/** The calls of the statistics group (docs/api-decisions.md "Attendance reports"). */

export type Body = Record<string, unknown>;

export const listPage = <Row>(path: string, body: Body) => fetchData<PageResult<Row>>(path, body);

export const queryRule = (projectId: string) =>
  fetchData<AttendanceRule>(ATTENDANCE_REPORT_API.ruleQuery, { projectId });

export const saveRule = (projectId: string, rule: AttendanceRule) =>
  fetchMessage(ATTENDANCE_REPORT_API.ruleSave, { projectId, ...rule });

export const queryMonthReport = (body: Body) =>
  fetchData<MonthReportRow[]>(ATTENDANCE_REPORT_API.monthReport, body);

export const queryCompanyAttendance = (path: string, body: Body) =>
  fetchData<CompanyAttendanceAnswer>(path, body);

export const queryPersonDataRate = (projectId: string) =>
  fetchData<PersonDataRate>(STATISTICS_API.personDataRate, { projectId });

/** Every export of the group answers its .xlsx (and records a task); the name comes from the server. */
export const exportReport = (path: string, body: Body) => exportFile(path, body);

const dropdown = { pageNumber: FIRST_PAGE, pageSize: COMPANY_DROPDOWN_SIZE };

export const listCompanies = (projectId: string) =>
  fetchData<PageResult<ProjectCompanyItem>>(PERSONNEL_API.projectCompanies, { projectId, ...dropdown });

export const listTeams = (projectId: string, companyId?: string) =>
  fetchData<PageResult<TeamItem>>(PERSONNEL_API.teams, {
    projectId,
    ...(companyId ? { companyId } : {}),
    ...dropdown,
  });
