import { DatePicker, Empty, Radio, Select, Space, Spin, Table, Typography } from '@arco-design/web-react';
import type { AepElectricityUnit } from '@site/shared-schema';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { UPlotChart } from '../dust-noise/UPlotChart';
import { queryBoxes, queryElectricity } from './aep-calls';

const FORMATS: Record<AepElectricityUnit, string> = { day: 'YYYY-MM', month: 'YYYY' };

/**
 * Electricity by day (the days of a month) or by month (the months of a year), of every box or of one:
 * the kWh summed by the server from the hourly readings, drawn as a curve and listed with the total.
 */
export function ElectricityPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<AepElectricityUnit>('day');
  const [period, setPeriod] = useState(() => dayjs().format(FORMATS.day));
  const [deviceId, setDeviceId] = useState<string>();
  const boxes = useSWR(['aep-boxes', projectId], () => queryBoxes(projectId));
  const { data, isLoading } = useSWR(['aep-electricity', projectId, unit, period, deviceId], () =>
    queryElectricity({ projectId, unit, period, deviceId }),
  );

  const changeUnit = (next: AepElectricityUnit) => {
    setUnit(next);
    setPeriod(dayjs(period).format(FORMATS[next]));
  };
  const Picker = unit === 'day' ? DatePicker.MonthPicker : DatePicker.YearPicker;
  const rows = data?.rows ?? [];

  return (
    <div data-testid="aep-electricity">
      <Space wrap style={{ marginBottom: 16 }}>
        <Radio.Group
          type="button"
          value={unit}
          onChange={changeUnit}
          data-testid="aep-electricity-unit"
          options={[
            { value: 'day', label: t('distributionBox.electricity.byDay') },
            { value: 'month', label: t('distributionBox.electricity.byMonth') },
          ]}
        />
        <Picker
          value={period}
          allowClear={false}
          format={FORMATS[unit]}
          onChange={(value: string) => setPeriod(value)}
          data-testid="aep-electricity-period"
        />
        <Select
          style={{ width: 220 }}
          allowClear
          value={deviceId}
          onChange={setDeviceId}
          placeholder={t('distributionBox.electricity.allBoxes')}
          data-testid="aep-electricity-device"
          options={(boxes.data ?? []).map((box) => ({ value: box.deviceId, label: box.deviceName }))}
        />
        <Typography.Text data-testid="aep-electricity-total">
          {t('distributionBox.electricity.total', { value: data?.sumElectricity ?? 0 })}
        </Typography.Text>
      </Space>
      {isLoading ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty />
      ) : (
        <>
          <div data-testid="aep-electricity-chart">
            <UPlotChart
              x={rows.map((row) => dayjs(row.time).unix())}
              xLabel={t(`distributionBox.electricity.${unit}`)}
              lines={[
                { label: t('distributionBox.electricity.kwh'), values: rows.map((row) => row.electricity) },
              ]}
            />
          </div>
          <Table
            data-testid="aep-electricity-table"
            rowKey="time"
            data={rows}
            pagination={false}
            scroll={{ y: 360 }}
            columns={[
              { title: t(`distributionBox.electricity.${unit}`), dataIndex: 'time' },
              { title: t('distributionBox.electricity.kwh'), dataIndex: 'electricity' },
            ]}
          />
        </>
      )}
    </div>
  );
}
