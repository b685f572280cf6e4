import { useTranslation } from 'react-i18next';
import type { LiveViewProps } from '../hoist/HoistDevicePage';
import { LiveFrame } from '../hoist/LiveFrame';
import { useRunningState } from '../hoist/use-running-state';
import { CraneDrawing } from './CraneDrawing';

/** A crane's live view: its drawing and values from the latest reading, followed while open. */
export function CraneLiveView({ projectId, id }: LiveViewProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useRunningState('crane', projectId, id);
  const reading = data?.lastRealtime;
  const value = (key: string, amount: number | undefined, unit: string) => ({
    key,
    label: t(`hoist.crane.readings.${key}`),
    value: `${amount ?? '-'} ${unit}`,
  });
  const values = data
    ? [
        value('height', reading?.height, 'm'),
        value('range', reading?.tcMlMaxScope, 'm'),
        value('moment', reading?.moment, '%'),
        value('weight', reading?.weight, 't'),
        value('windSpeed', reading?.windSpeed, 'm/s'),
        value('obliguity', reading?.obliguity, '°'),
        value('towerHeight', data.siteCraneDevice.towerHight, 'm'),
        value('maxRange', data.siteCraneDevice.tcMlMaxScope, 'm'),
        value('frontArm', data.siteCraneDeviceParam.frontArmLength, 'm'),
        value('backArm', data.siteCraneDeviceParam.backArmLength, 'm'),
      ]
    : [];
  return (
    <LiveFrame
      loading={isLoading}
      alarmTypes={data?.alarmTypes ?? []}
      recordedAt={data?.recordedAt ?? null}
      values={values}
    >
      {data && <CraneDrawing detail={data} />}
    </LiveFrame>
  );
}
