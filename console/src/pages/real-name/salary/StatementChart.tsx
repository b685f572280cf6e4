import { Typography } from '@arco-design/web-react';
import type { SalaryStatisticsRow } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { money } from './pay-messages';
import { groupName } from './statement-columns';

/** Bars shown at most: the biggest groups. */
const MAX_BARS = 12;

/**
 * Each company's or team's total pay as a bar, its settled part in green and the rest in orange, the
 * biggest first: plain elements, no chart library for a dozen bars.
 */
export function StatementChart({ records }: { records: readonly SalaryStatisticsRow[] }) {
  const { t } = useTranslation();
  const bars = [...records].sort((a, b) => b.totalPay - a.totalPay).slice(0, MAX_BARS);
  const largest = Math.max(...bars.map((row) => row.totalPay), 0);
  if (largest <= 0) return null;
  const width = (value: number) => `${(Math.max(value, 0) / largest) * 100}%`;
  return (
    <div className="statement-chart" data-testid="statement-chart">
      <Typography.Text bold>{t('salary.statement.chartTitle')}</Typography.Text>
      {bars.map((row) => (
        <div key={row.groupId} className="statement-bar-row">
          <span className="statement-bar-name" title={groupName(row)}>
            {groupName(row)}
          </span>
          <span className="statement-bar-track">
            <span className="statement-bar settled" style={{ width: width(row.settledPay) }} />
            <span className="statement-bar unsettled" style={{ width: width(row.unsettledPay) }} />
          </span>
          <span className="statement-bar-value">{money(row.totalPay)}</span>
        </div>
      ))}
    </div>
  );
}
