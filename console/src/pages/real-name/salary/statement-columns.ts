import type { SalaryGroup, SalaryStatisticsRow } from '@site/shared-schema';

type Column = keyof SalaryStatisticsRow;

/** The statement's columns by grouping: the group's names, then the figures (as the export has them). */
export function statementColumns(groupBy: SalaryGroup): Column[] {
  const names: Column[] = ['companyName'];
  if (groupBy !== 'COMPANY') names.push('teamName');
  if (groupBy === 'PERSON') names.push('personName');
  return [...names, 'people', 'days', 'hours', 'totalPay', 'settledPay', 'unsettledPay'];
}

export const MONEY_COLUMNS: readonly Column[] = ['totalPay', 'settledPay', 'unsettledPay'];

/** How a group is named in the chart: its most precise name. */
export const groupName = (row: SalaryStatisticsRow): string =>
  row.personName || row.teamName || row.companyName || '-';

/** The range [first month, last month] a statement covers; the same month twice for one month. */
export function monthRange(months: readonly string[] | undefined, fallback: string): [string, string] {
  const [start, end] = months?.length === 2 ? months : [fallback, fallback];
  return start <= end ? [start, end] : [end, start];
}
