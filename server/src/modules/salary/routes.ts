import { type Static, Type } from '@sinclair/typebox';
import {
  SALARY_GROUPS,
  SALARY_STATISTICS_API,
  type SalaryFigures,
  type SalaryStatisticsQuery,
  type SalaryStatisticsRow,
} from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { projectId } from '../../resource/body-schemas';
import { defineExport, runExport } from '../task/export-task';
import { salaryStatistics } from './statistics';

const optionalText = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()]));

const statisticsBody = Type.Object({
  projectId,
  monthStart: Type.String({ maxLength: 7 }),
  monthEnd: Type.String({ maxLength: 7 }),
  groupBy: Type.Union(SALARY_GROUPS.map((group) => Type.Literal(group))),
  companyId: optionalText,
  teamId: optionalText,
  personName: optionalText,
});

const queryOf = (body: Record<string, unknown>) => body as unknown as SalaryStatisticsQuery;

const FIGURE_COLUMNS: [keyof SalaryFigures, string][] = [
  ['people', '人数'],
  ['days', '出勤天数'],
  ['hours', '工时'],
  ['totalPay', '工资总额'],
  ['settledPay', '已结算金额'],
  ['unsettledPay', '未结算金额'],
];

/** The statement's columns: the group's names, then the figures. */
function statementColumns(groupBy: SalaryStatisticsQuery['groupBy']) {
  const names: [keyof SalaryStatisticsRow, string][] = [['companyName', '企业']];
  if (groupBy !== 'COMPANY') names.push(['teamName', '班组']);
  if (groupBy === 'PERSON') names.push(['personName', '姓名']);
  return [...names, ...FIGURE_COLUMNS];
}

/** The salary statement (salary-statement, cPersonStatistics): the sums and their .xlsx. */
export const salaryRoutes = (deps: AppDeps) => {
  const statement = defineExport(deps, {
    name: SALARY_STATISTICS_API.exportStatistics,
    access: 'cPersonStatistics',
    build: async (_user, body: Static<typeof statisticsBody>) => {
      const query = queryOf(body);
      const { records, summary } = await salaryStatistics(deps.db, query);
      const columns = statementColumns(query.groupBy);
      async function* rows() {
        for (const record of records) yield columns.map(([key]) => record[key]);
        // The sum row: 合计 under the first column.
        yield columns.map(([key], index) =>
          index === 0 ? '合计' : key in summary ? summary[key as keyof SalaryFigures] : '',
        );
      }
      return {
        projectId: query.projectId,
        taskType: 'SALARY_STATISTICS_EXPORT',
        taskName: '工资统计导出',
        fileName: `工资统计${query.monthStart}至${query.monthEnd}.xlsx`,
        columns: columns.map(([, header]) => ({ header })),
        rows: rows(),
        total: records.length + 1,
      };
    },
  });
  return [
    defineRoute({
      path: SALARY_STATISTICS_API.salaryStatistics,
      access: 'cPersonStatistics',
      projectField: 'projectId',
      body: statisticsBody,
      handler: ({ body }) => salaryStatistics(deps.db, queryOf(body)),
    }),
    defineRoute({
      path: SALARY_STATISTICS_API.exportStatistics,
      access: 'cPersonStatistics',
      projectField: 'projectId',
      body: statisticsBody,
      file: true,
      handler: ({ body, user }) => runExport(deps, statement, user, body),
    }),
  ];
};
