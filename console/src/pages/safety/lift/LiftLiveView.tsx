import { useTranslation } from 'react-i18next';
import type { LiveViewProps } from '../hoist/HoistDevicePage';
import { LiveFrame } from '../hoist/LiveFrame';
import { useRunningState } from '../hoist/use-running-state';
import { LiftDrawing } from './LiftDrawing';

/** A lift's live view: its drawing and values from the latest reading against the rated ones. */
export function LiftLiveView({ projectId, id }: LiveViewProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useRunningState('lift', projectId, id);
  const reading = data?.lastRealtime;
  const param = data?.siteElevatorDeviceParam;
  const value = (key: string, amount: number | undefined, rated: number | undefined, unit: string) => ({
    key,
    label: t(`hoist.lift.readings.${key}`),
    value: `${amount ?? '-'} / ${rated ?? '-'} ${unit}`,
  });
  const values = data
    ? [
        value('height', reading?.height, param?.ratedHeight, 'm'),
        value('floor', reading?.floor, param?.maxFloor, ''),
        value('weight', reading?.weight, param?.ratedWeight, 't'),
        value('peopleCnt', reading?.peopleCnt, param?.ratedPeopleCnt, ''),
        value('speed', reading?.speed, param?.ratedUpSpeed, 'm/s'),
        value('windSpeed', reading?.windSpeed, param?.ratedWindSpeed, 'm/s'),
        value('obliguityX', reading?.obliguityX, param?.ratedObliguityX, '°'),
        value('obliguityY', reading?.obliguityY, param?.ratedObliguityY, '°'),
      ]
    : [];
  return (
    <LiveFrame
      loading={isLoading}
      alarmTypes={data?.alarmTypes ?? []}
      recordedAt={data?.recordedAt ?? null}
      values={values}
    >
      {data && <LiftDrawing detail={data} />}
    </LiveFrame>
  );
}
