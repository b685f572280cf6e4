import { Button, DatePicker, Message, Space, Typography } from '@arco-design/web-react';
import type { PersonSalaryRow } from '@site/shared-schema';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { confirm } from '../../../app/dialogs/confirm';
import type { ListHandle } from '../../../resource/ResourcePage';
import { money } from './pay-messages';
import { type PayBatch, salaryCalls } from './salary-calls';

interface PayToolbarProps {
  list: ListHandle<PersonSalaryRow>;
  month: string;
  onMonth(month: string): void;
  /** Changes whenever the page changed rows itself (an edit), so the totals are read again. */
  version: number;
  canWrite: boolean;
}

/**
 * The month, its calculation, settlement (chosen rows, else the whole month, after a confirmation) and
 * the retry of failed uploads; then the totals of every row the search selects.
 */
export function PayToolbar({ list, month, onMonth, version, canWrite }: PayToolbarProps) {
  const { t } = useTranslation();
  const calls = salaryCalls(list.projectId);
  const [busy, setBusy] = useState<string>();
  const { data: summary, mutate } = useSWR(
    list.projectId ? ['pay-summary', list.projectId, list.filters, list.total, version] : null,
    () => calls.summary(list.filters),
  );

  const run = async (action: string, work: () => Promise<string>) => {
    setBusy(action);
    try {
      Message.info(await work());
      await Promise.all([list.reload(), mutate()]);
    } catch (error) {
      ignoreNotified(error);
    } finally {
      setBusy(undefined);
    }
  };
  const batch = (rows: PersonSalaryRow[]): PayBatch =>
    rows.length ? { payIdList: rows.map((row) => row.payId) } : { salaryMonth: month };

  const calculate = () =>
    run('calculate', async () => t('salary.calculated', { ...(await calls.calculate(month)) }));

  const settle = () => {
    const chosen = list.selected.filter((row) => row.settleStatus === 'UNSETTLED');
    if (chosen.some((row) => !row.wageMode)) {
      Message.warning(t('salary.noContractSelected'));
      return;
    }
    confirm({
      title: t('salary.confirmTitle'),
      content: chosen.length
        ? t('salary.confirmSettle', { count: chosen.length })
        : t('salary.confirmSettleMonth', { month }),
      onOk: () =>
        run('settle', async () => t('salary.settledResult', { ...(await calls.settle(batch(chosen))) })),
    });
  };

  const reUpload = () => {
    const failed = list.selected.filter((row) => row.uploadStatus === 'FAILED');
    return run('reUpload', async () =>
      t('salary.reUploadResult', { ...(await calls.reUpload(batch(failed))) }),
    );
  };

  return (
    <Space direction="vertical" size="mini">
      <Space wrap>
        <DatePicker.MonthPicker
          value={month}
          allowClear={false}
          disabledDate={(date) => date.isAfter(dayjs(), 'month')}
          onChange={(value: string) => value && onMonth(value)}
          data-testid="salary-month"
        />
        {canWrite && (
          <>
            <Button
              type="primary"
              loading={busy === 'calculate'}
              onClick={calculate}
              data-testid="salary-calculate"
            >
              {t('salary.calculate')}
            </Button>
            <Button status="success" loading={busy === 'settle'} onClick={settle} data-testid="salary-settle">
              {t('salary.settle')}
            </Button>
            <Button loading={busy === 'reUpload'} onClick={reUpload} data-testid="salary-reupload">
              {t('salary.reUpload')}
            </Button>
          </>
        )}
      </Space>
      {summary && (
        <Typography.Text data-testid="salary-summary">
          {t('salary.summary')}:{' '}
          {t('salary.summaryFigures', {
            ...summary,
            hours: summary.hours.toFixed(2),
            basePay: money(summary.basePay),
            adjustment: money(summary.adjustment),
            total: money(summary.totalPay),
            settledPay: money(summary.settledPay),
            unsettledPay: money(summary.unsettledPay),
          })}
        </Typography.Text>
      )}
    </Space>
  );
}
