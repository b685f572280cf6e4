import {
  type PaySummary,
  PERSON_SALARY_API,
  SALARY_STATISTICS_API,
  type SalaryCalculation,
  type SalaryStatistics,
  type SalaryStatisticsQuery,
  type SalaryUploadResult,
} from '@site/shared-schema';
import { exportFile } from '../../../api/download';
import { fetchData } from '../../../api/http';
import type { Row } from '../../../api/resource-calls';

/** Which pay rows a settle or reUpload names: chosen ones, else the whole month. */
export type PayBatch = { payIdList: string[] } | { salaryMonth: string };

/** The salary calls besides the pay list's own (docs/api-decisions.md "Salary"). */
export const salaryCalls = (projectId: string) => ({
  calculate: (salaryMonth: string) =>
    fetchData<SalaryCalculation>(PERSON_SALARY_API.calculate, { projectId, salaryMonth }),
  settle: (batch: PayBatch) =>
    fetchData<SalaryUploadResult>(PERSON_SALARY_API.salarySettle, { projectId, ...batch }),
  reUpload: (batch: PayBatch) =>
    fetchData<SalaryUploadResult>(PERSON_SALARY_API.reUpload, { projectId, ...batch }),
  summary: (filters: Row) => fetchData<PaySummary>(PERSON_SALARY_API.summary, { ...filters, projectId }),
  update: (payId: string, values: { pieces: unknown; adjustment: unknown; remark: unknown }) =>
    fetchData<Row>(PERSON_SALARY_API.update, { projectId, payId, ...values }),
  statistics: (query: Omit<SalaryStatisticsQuery, 'projectId'>) =>
    fetchData<SalaryStatistics>(SALARY_STATISTICS_API.salaryStatistics, { projectId, ...query }),
  exportStatistics: (query: Omit<SalaryStatisticsQuery, 'projectId'>) =>
    exportFile(SALARY_STATISTICS_API.exportStatistics, { projectId, ...query }, '工资统计.xlsx'),
});
