import type { ElevatorDetail, ElevatorParam, ElevatorRealtime } from '@site/shared-schema';
import { reading } from '../shared/DeviceCard';

/** Cage of a lift (`elevatorType`): 0 single, 1 left, 2 right. */
export const CAGE_NAMES: Record<number, string> = { 0: '单笼', 1: '左笼', 2: '右笼' };

export interface LiftRow {
  label: string;
  latest: string;
  rated: string;
}

/** The rated values: under siteElevatorDeviceParam, or siteElevatorDevice on servers that merge them. */
export function ratedOf(detail: Partial<ElevatorDetail> | null): Partial<ElevatorParam> {
  return (
    detail?.siteElevatorDeviceParam ??
    (detail?.siteElevatorDevice as Partial<ElevatorParam> | undefined) ??
    {}
  );
}

const withUnit = (value: unknown, unit: string) => {
  const text = reading(value);
  return text === '--' ? text : `${text} ${unit}`;
};

/** Latest reading beside the rated value, one row per quantity. */
export function liftRows(latest: Partial<ElevatorRealtime> | null, rated: Partial<ElevatorParam>): LiftRow[] {
  const now = latest ?? {};
  return [
    { label: '高度', latest: withUnit(now.height, 'm'), rated: withUnit(rated.ratedHeight, 'm') },
    {
      label: '楼层',
      latest: withUnit(now.floor, '层'),
      rated: `${reading(rated.minFloor, 0)} ~ ${reading(rated.maxFloor, 0)} 层`,
    },
    { label: '载重', latest: withUnit(now.weight, 't'), rated: withUnit(rated.ratedWeight, 't') },
    { label: '人数', latest: withUnit(now.peopleCnt, '人'), rated: withUnit(rated.ratedPeopleCnt, '人') },
    {
      label: '速度',
      latest: withUnit(now.speed, 'm/s'),
      rated: `↑${reading(rated.ratedUpSpeed)} ↓${reading(rated.ratedDownSpeed)} m/s`,
    },
    {
      label: '倾角',
      latest: `X ${reading(now.obliguityX)}° Y ${reading(now.obliguityY)}°`,
      rated: `X ${reading(rated.ratedObliguityX)}° Y ${reading(rated.ratedObliguityY)}°`,
    },
    { label: '风速', latest: withUnit(now.windSpeed, 'm/s'), rated: withUnit(rated.ratedWindSpeed, 'm/s') },
  ];
}
