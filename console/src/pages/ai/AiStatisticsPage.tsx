import { Card, DatePicker, Radio, Space, Table } from '@arco-design/web-react';
import type { AiTrafficPoint } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { session } from '../../app/store/session';
import { Chart } from '../real-name/statistics/Chart';
import { addDays, todayOf } from '../real-name/statistics/periods';
import { trafficByDay, trafficByHour } from './ai-calls';
import { trafficOption, trafficTotals } from './traffic-option';

type View = 'hour' | 'day';

/**
 * ai-statistics (seed 000 §2 /ai, aiTrafficStatistics): the people flow the AI cameras counted, by hour
 * of a day or by day of a period (the last 7 days at first), as a chart and a table with the totals;
 * computed by the server from the same passages the ai-camera tabs list.
 */
export default function AiStatisticsPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const today = todayOf(Date.now());
  const [view, setView] = useState<View>('hour');
  const [day, setDay] = useState(today);
  const [range, setRange] = useState<[string, string]>([addDays(today, -6), today]);
  const { data: points = [], isLoading } = useSWR(
    projectId ? ['ai-traffic', projectId, view, day, ...range] : null,
    () => (view === 'hour' ? trafficByHour(projectId, day) : trafficByDay(projectId, range[0], range[1])),
  );
  const labels = useMemo(
    () => ({
      inCount: t('ai.traffic.in'),
      outCount: t('ai.traffic.out'),
      strangerCount: t('ai.traffic.stranger'),
    }),
    [t],
  );
  const option = useMemo(() => trafficOption(points, labels), [points, labels]);
  const totals = trafficTotals(points);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="ai-statistics">
      <Space wrap>
        <Radio.Group type="button" value={view} onChange={setView} data-testid="ai-traffic-view">
          <Radio value="hour">{t('ai.traffic.byHour')}</Radio>
          <Radio value="day">{t('ai.traffic.byDay')}</Radio>
        </Radio.Group>
        {view === 'hour' ? (
          <DatePicker
            value={day}
            allowClear={false}
            onChange={(value: string) => value && setDay(value)}
            data-testid="ai-traffic-day"
          />
        ) : (
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            onChange={(value: string[]) => value?.length === 2 && setRange([value[0], value[1]])}
          />
        )}
      </Space>
      <Card title={t(view === 'hour' ? 'ai.traffic.hourTitle' : 'ai.traffic.dayTitle')}>
        <Chart option={option} height={320} testId="ai-traffic-chart" />
      </Card>
      <Table<AiTrafficPoint>
        rowKey="label"
        loading={isLoading}
        data={points}
        pagination={false}
        border
        data-testid="ai-traffic-table"
        columns={[
          { title: t(view === 'hour' ? 'ai.traffic.hour' : 'ai.traffic.day'), dataIndex: 'label' },
          { title: labels.inCount, dataIndex: 'inCount' },
          { title: labels.outCount, dataIndex: 'outCount' },
          { title: labels.strangerCount, dataIndex: 'strangerCount' },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell>{t('ai.traffic.total')}</Table.Summary.Cell>
            <Table.Summary.Cell>
              <span data-testid="ai-traffic-total-in">{totals.inCount}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell>
              <span data-testid="ai-traffic-total-out">{totals.outCount}</span>
            </Table.Summary.Cell>
            <Table.Summary.Cell>
              <span data-testid="ai-traffic-total-stranger">{totals.strangerCount}</span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Space>
  );
}
