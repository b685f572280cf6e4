import type {
  AttendanceDayRow,
  AttendanceMonthRow,
  AttendancePeopleFilter,
  AttendancePerson,
  AttendanceQuarterRow,
  DayStatus,
  MonthReportGroup,
  MonthReportRow,
  NoAttendanceRow,
  PersonStatisticsRow,
} from '@site/shared-schema';
import type { Database } from '../../db/client';
import type { SheetColumn } from '../task/xlsx';
import { PERSON_TYPE_NAMES } from './person-data-rate';
import { allPeople, peopleWhere } from './report-people';
import type { PeopleView } from './report-views';

/** The sheets of the attendance exports: headers in Chinese, as the console's other exports. */

type Cell = string | number | null;

export const DAY_STATUS_NAMES: Record<DayStatus, string> = {
  ABSENT: '缺勤',
  NORMAL: '正常',
  LATE: '迟到',
  EARLY: '早退',
  LATE_EARLY: '迟到且早退',
};

const personHeaders = ['姓名', '人员类型', '参建单位', '班组', '工种/岗位'];
const personCells = (row: AttendancePerson): Cell[] => [
  row.personName,
  PERSON_TYPE_NAMES[row.personType],
  row.companyName,
  row.teamName,
  row.workerTypeName,
];

const columns = (headers: string[]): SheetColumn[] => headers.map((header) => ({ header }));

export interface Sheet<Row> {
  columns: SheetColumn[];
  cells(row: Row): Cell[];
}

export const daySheet: Sheet<AttendanceDayRow> = {
  columns: columns([
    ...personHeaders,
    '首次进场',
    '最后出场',
    '通行次数',
    '工时',
    '迟到(分钟)',
    '早退(分钟)',
    '满勤',
    '状态',
  ]),
  cells: (row) => [
    ...personCells(row),
    row.firstIn ?? '',
    row.lastOut ?? '',
    row.passages,
    row.workHours,
    row.lateMinutes,
    row.earlyMinutes,
    row.fullDay ? '是' : '否',
    DAY_STATUS_NAMES[row.status],
  ],
};

/** One column per day of the month: the hours of a day seen (0 when seen without a closed entry), empty when not. */
export const monthSheet = (days: number): Sheet<AttendanceMonthRow> => ({
  columns: [
    ...columns(personHeaders),
    ...Array.from({ length: days }, (_, index) => ({ header: `${index + 1}日`, width: 6 })),
    ...columns(['出勤天数', '工时']),
  ],
  cells: (row) => [
    ...personCells(row),
    ...row.dayHours.map((hours) => hours ?? ''),
    row.attendedDays,
    row.workHours,
  ],
});

export const quarterSheet = (months: string[]): Sheet<AttendanceQuarterRow> => ({
  columns: columns([
    ...personHeaders,
    ...months.flatMap((month) => [`${month} 出勤天数`, `${month} 工时`]),
    '合计出勤天数',
    '合计工时',
  ]),
  cells: (row) => [
    ...personCells(row),
    ...row.months.flatMap((month) => [month.attendedDays, month.workHours]),
    row.attendedDays,
    row.workHours,
  ],
});

export const noAttendanceSheet: Sheet<NoAttendanceRow> = {
  columns: columns([...personHeaders, '进场日期', '最后考勤时间']),
  cells: (row) => [...personCells(row), row.entryDate ?? '', row.lastRecordTime ?? ''],
};

export const monthReportSheet = (groupBy: MonthReportGroup): Sheet<MonthReportRow> => ({
  columns: columns([
    groupBy === 'TEAM' ? '班组' : '参建单位',
    ...(groupBy === 'TEAM' ? ['所属单位'] : []),
    '在岗人数',
    '出勤人数',
    '出勤人天',
    '工时',
    '出勤率(%)',
  ]),
  cells: (row) => [
    row.groupName || '未分班组',
    ...(groupBy === 'TEAM' ? [row.companyName] : []),
    row.headcount,
    row.attendedPeople,
    row.personDays,
    row.workHours,
    row.attendanceRate,
  ],
});

export const personSheet: Sheet<PersonStatisticsRow> = {
  columns: columns(['排名', ...personHeaders, '出勤天数', '工时', '日均工时']),
  cells: (row) => [row.rank, ...personCells(row), row.attendedDays, row.workHours, row.averageHours],
};

/** Every listed person of a view, a chunk at a time, as sheet rows. */
export async function* viewCells<Row>(
  db: Database,
  filter: AttendancePeopleFilter,
  view: PeopleView<Row>,
  sheet: Sheet<Row>,
): AsyncGenerator<Cell[]> {
  for await (const people of allPeople(db, peopleWhere(filter, view.period, view.listed))) {
    for (const row of await view.rows(db, filter.projectId, people)) yield sheet.cells(row);
  }
}

export async function* listCells<Row>(rows: Row[], sheet: Sheet<Row>): AsyncGenerator<Cell[]> {
  for (const row of rows) yield sheet.cells(row);
}
