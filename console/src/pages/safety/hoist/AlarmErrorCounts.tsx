import { Card, Descriptions, Grid, Statistic } from '@arco-design/web-react';
import type { HoistKind } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { hoistCalls } from './hoist-calls';

/** Today's alarms and faults of a kind (queryAlarmErrorData): the totals and the count per device. */
export function AlarmErrorCounts({ kind, projectId }: { kind: HoistKind; projectId: string }) {
  const { t } = useTranslation();
  const { data } = useSWR(projectId ? ['hoist-alarm-errors', kind, projectId] : null, () =>
    hoistCalls.alarmErrors(kind, projectId),
  );
  const perDevice = (counts: Record<string, number> | undefined) =>
    Object.entries(counts ?? {}).map(([name, count]) => ({ label: name, value: count }));
  return (
    <Card title={t('hoist.records.todayTitle')} data-testid="hoist-alarm-error-counts">
      <Grid.Row gutter={16}>
        <Grid.Col span={6}>
          <Statistic title={t('hoist.records.alarmSum')} value={data?.alarmSumCount ?? 0} />
        </Grid.Col>
        <Grid.Col span={6}>
          <Statistic title={t('hoist.records.alarmDevices')} value={data?.alarmDeviceCount ?? 0} />
        </Grid.Col>
        <Grid.Col span={6}>
          <Statistic title={t('hoist.records.errorSum')} value={data?.errorSumCount ?? 0} />
        </Grid.Col>
        <Grid.Col span={6}>
          <Statistic title={t('hoist.records.errorDevices')} value={data?.errorDeviceCount ?? 0} />
        </Grid.Col>
      </Grid.Row>
      <Descriptions
        style={{ marginTop: 16 }}
        title={t('hoist.records.alarmsPerDevice')}
        column={3}
        data={perDevice(data?.deviceDataMap.alarmDeviceData)}
      />
      <Descriptions
        title={t('hoist.records.errorsPerDevice')}
        column={3}
        data={perDevice(data?.deviceDataMap.errorDeviceData)}
      />
    </Card>
  );
}
