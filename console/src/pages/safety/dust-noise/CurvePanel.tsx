import { Alert, Checkbox, DatePicker, Empty, Radio, Space, Spin } from '@arco-design/web-react';
import type { TimeLogMessage } from '@site/shared-realtime';
import {
  YCJZ_CURVE_KEYS,
  YCJZ_CURVE_UNITS,
  type YcjzCurveKey,
  type YcjzCurveUnit,
} from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useRealtimeChannel } from '../../../app/realtime/hooks';
import { DeviceSelect } from './DeviceSelect';
import { CURVE_MAX_DAYS, DEFAULT_CURVE_KEYS, defaultCurveDays, fitsCurve, secondsOf } from './readings';
import { UPlotChart } from './UPlotChart';
import { queryCurve } from './ycjz-calls';

/**
 * A monitor's curves: its raw readings (live: a new reading is added as it arrives), or its hourly and
 * daily means over the chosen days, the readings ticked drawn as lines.
 */
export function CurvePanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [deviceId, setDeviceId] = useState<string>();
  const [unit, setUnit] = useState<YcjzCurveUnit>('hour');
  const [days, setDays] = useState<[string, string]>(() => defaultCurveDays('hour'));
  const [keys, setKeys] = useState<YcjzCurveKey[]>(DEFAULT_CURVE_KEYS);
  const fits = fitsCurve(unit, days);
  const query =
    deviceId && fits
      ? {
          projectId,
          ycjzDeviceId: deviceId,
          startTime: `${days[0]} 00:00:00`,
          endTime: `${days[1]} 23:59:59`,
          unit,
        }
      : null;
  const curve = useSWR(query ? ['ycjz-curve', query] : null, () => queryCurve(query!));

  // Live: the monitor's new reading is a new point of the raw curve.
  useRealtimeChannel<TimeLogMessage>(
    unit === 'minute' ? { kind: 'project', topic: 'timeLog', projectId } : null,
    ({ body }) => {
      if (body.deviceType === 'ycjz' && body.deviceId === deviceId) void curve.mutate();
    },
  );

  const points = curve.data ?? [];
  return (
    <div data-testid="ycjz-curve">
      <Space wrap style={{ marginBottom: 16 }}>
        <DeviceSelect
          projectId={projectId}
          value={deviceId}
          onChange={setDeviceId}
          placeholder={t('dustNoise.curve.device')}
          onLoaded={(first) => setDeviceId((current) => current ?? first)}
        />
        <Radio.Group
          type="button"
          value={unit}
          onChange={(next: YcjzCurveUnit) => {
            setUnit(next);
            setDays(defaultCurveDays(next));
          }}
          data-testid="ycjz-curve-unit"
        >
          {YCJZ_CURVE_UNITS.map((value) => (
            <Radio key={value} value={value}>
              {t(`dustNoise.curve.units.${value}`)}
            </Radio>
          ))}
        </Radio.Group>
        <DatePicker.RangePicker
          value={days}
          allowClear={false}
          onChange={(value: string[]) => setDays([value[0], value[1]])}
        />
      </Space>
      <div style={{ marginBottom: 16 }}>
        <Checkbox.Group
          value={keys}
          onChange={(next: YcjzCurveKey[]) => setKeys(next)}
          options={YCJZ_CURVE_KEYS.map((key) => ({ value: key, label: t(`dustNoise.readings.${key}`) }))}
        />
      </div>
      {!fits && (
        <Alert type="warning" content={t('dustNoise.curve.tooLong', { days: CURVE_MAX_DAYS[unit] })} />
      )}
      {curve.isLoading ? (
        <Spin />
      ) : points.length === 0 || keys.length === 0 ? (
        fits && <Empty description={t('dustNoise.curve.empty')} />
      ) : (
        <UPlotChart
          x={points.map((point) => secondsOf(point.time))}
          xLabel={t('dustNoise.curve.time')}
          lines={keys.map((key) => ({
            label: t(`dustNoise.readings.${key}`),
            values: points.map((point) => point[key]),
          }))}
        />
      )}
    </div>
  );
}
