import type { ElevatorParam } from '@site/shared-schema';

export interface LiftValues {
  height: number;
  weight: number;
  peopleCnt: number;
  obliguityX: number;
  obliguityY: number;
  windSpeed: number;
}

type LiftLimits = Pick<
  ElevatorParam,
  'ratedHeight' | 'ratedWeight' | 'ratedPeopleCnt' | 'ratedObliguityX' | 'ratedObliguityY' | 'ratedWindSpeed'
>;

/** The safety alarms a reading raises: each value past the lift's rated value (docs/api-decisions.md). */
export function liftAlarmTypes(values: LiftValues, lift: LiftLimits): string[] {
  return [
    values.weight > lift.ratedWeight && '超载',
    values.peopleCnt > lift.ratedPeopleCnt && '超员',
    (Math.abs(values.obliguityX) > lift.ratedObliguityX ||
      Math.abs(values.obliguityY) > lift.ratedObliguityY) &&
      '倾角超限',
    values.windSpeed > lift.ratedWindSpeed && '风速超限',
    values.height > lift.ratedHeight && '冲顶',
  ].filter((type): type is string => type !== false);
}
