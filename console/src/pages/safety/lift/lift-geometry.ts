import type { ElevatorDetail } from '@site/shared-schema';

export const LIFT_VIEW = { width: 200, height: 300, margin: 20, cage: 36 } as const;

/**
 * Where the live view draws a lift (SVG units): the mast to the rated height and the cage at the
 * reading's height, kept on the mast whatever a reading says; the cage is red past its rated load.
 */
export function liftGeometry(detail: ElevatorDetail) {
  const { siteElevatorDeviceParam: param, lastRealtime: reading } = detail;
  const { height, margin, cage } = LIFT_VIEW;
  const ground = height - margin;
  const up = (height - 2 * margin - cage) / Math.max(param.ratedHeight, 1);
  const cageHeight = Math.min(Math.max(reading?.height ?? 0, 0), param.ratedHeight);
  return {
    ground,
    mastTopY: margin,
    cageY: ground - cage - cageHeight * up,
    overloaded: (reading?.weight ?? 0) > param.ratedWeight,
    direction: Math.sign(reading?.speed ?? 0),
  };
}
