import type { ElevatorDetail } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { LIFT_VIEW, liftGeometry } from './lift-geometry';

const detail = (height: number, weight: number, speed: number): ElevatorDetail => ({
  siteElevatorDevice: { elevatorDeviceId: 'l1', elevatorName: '1号升降机', deviceStatus: 1, alarmStatus: 0 },
  siteElevatorDeviceParam: {
    ratedPeopleCnt: 12,
    elevatorType: 1,
    ratedHeight: 100,
    maxFloor: 30,
    minFloor: 1,
    ratedWeight: 2,
    ratedUpSpeed: 0.6,
    ratedDownSpeed: 0.6,
    ratedObliguityX: 1,
    ratedObliguityY: 1,
    ratedWindSpeed: 13.8,
    ratedWindLevel: 6,
  },
  lastRealtime: {
    height,
    floor: 5,
    weight,
    peopleCnt: 3,
    speed,
    obliguityX: 0,
    obliguityY: 0,
    windSpeed: 2,
    time: '2026-01-01 08:00:00',
  },
});

describe('liftGeometry', () => {
  it('puts the cage at its share of the rated height, going the way its speed says', () => {
    const ground = liftGeometry(detail(0, 1, 0.5));
    const half = liftGeometry(detail(50, 1, -0.5));
    const top = liftGeometry(detail(100, 1, 0));
    expect(ground.cageY).toBe(ground.ground - LIFT_VIEW.cage);
    expect(half.cageY).toBeCloseTo((ground.cageY + top.cageY) / 2);
    expect(top.cageY).toBeCloseTo(ground.mastTopY);
    expect([ground.direction, half.direction, top.direction]).toEqual([1, -1, 0]);
  });

  it('keeps the cage on the mast and marks an overload', () => {
    const past = liftGeometry(detail(130, 2.5, 0));
    expect(past.cageY).toBe(liftGeometry(detail(100, 1, 0)).cageY);
    expect(past.overloaded).toBe(true);
  });
});
