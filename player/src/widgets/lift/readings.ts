import type { ElevatorDetail, ElevatorParam, ElevatorRealtime } from '@site/shared-schema';
import { t } from '../../i18n';
import { reading } from '../shared/DeviceCard';

/** The cage of a lift (`elevatorType`: 0 single, 1 left, 2 right); '' for another code. */
export function cageName(type: unknown): string {
  const code = Number(type);
  return code === 0 || code === 1 || code === 2 ? t(`lift.cage.${code}`) : '';
}

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
    { label: t('lift.height'), latest: withUnit(now.height, 'm'), rated: withUnit(rated.ratedHeight, 'm') },
    {
      label: t('lift.floor'),
      latest: withUnit(now.floor, t('lift.floorUnit')),
      rated: t('lift.floors', { min: reading(rated.minFloor, 0), max: reading(rated.maxFloor, 0) }),
    },
    { label: t('lift.weight'), latest: withUnit(now.weight, 't'), rated: withUnit(rated.ratedWeight, 't') },
    {
      label: t('lift.people'),
      latest: withUnit(now.peopleCnt, t('unit.people')),
      rated: withUnit(rated.ratedPeopleCnt, t('unit.people')),
    },
    {
      label: t('lift.speed'),
      latest: withUnit(now.speed, 'm/s'),
      rated: `↑${reading(rated.ratedUpSpeed)} ↓${reading(rated.ratedDownSpeed)} m/s`,
    },
    {
      label: t('lift.tilt'),
      latest: `X ${reading(now.obliguityX)}° Y ${reading(now.obliguityY)}°`,
      rated: `X ${reading(rated.ratedObliguityX)}° Y ${reading(rated.ratedObliguityY)}°`,
    },
    {
      label: t('lift.windSpeed'),
      latest: withUnit(now.windSpeed, 'm/s'),
      rated: withUnit(rated.ratedWindSpeed, 'm/s'),
    },
  ];
}
