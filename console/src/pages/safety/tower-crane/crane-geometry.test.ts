import type { CraneDetail } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { craneGeometry, VIEW } from './crane-geometry';

const detail = (reading: Partial<NonNullable<CraneDetail['lastRealtime']>>): CraneDetail => ({
  siteCraneDevice: {
    ycjzDeviceId: 'c1',
    craneDeviceId: 'c1',
    craneName: '1号塔吊',
    deviceStatus: '1',
    alarmStatus: '0',
    towerCapHight: 50,
    towerHight: 40,
    tcMlMaxScope: 60,
  },
  siteCraneDeviceParam: { backArmLength: 15, frontArmLength: 45 },
  lastRealtime: {
    height: 20,
    obliguity: 0.2,
    moment: 50,
    tcMlMaxScope: 30,
    windSpeed: 3,
    weight: 2,
    ...reading,
  },
});

describe('craneGeometry', () => {
  it('places the trolley at its radius on the front arm and the hook at its height', () => {
    const g = craneGeometry(detail({}));
    const across = (VIEW.width - 2 * VIEW.margin) / 60;
    const up = (VIEW.height - 2 * VIEW.margin) / 50;
    expect(g.towerX).toBeCloseTo(VIEW.margin + 15 * across);
    expect(g.trolleyX).toBeCloseTo(g.towerX + 30 * across);
    expect(g.frontEndX).toBeCloseTo(VIEW.width - VIEW.margin);
    expect(g.jibY).toBeCloseTo(g.ground - 40 * up);
    expect(g.hookY).toBeCloseTo(g.ground - 20 * up);
    expect(g.momentShare).toBe(0.5);
    expect(g.overMoment).toBe(false);
  });

  it('keeps the trolley on the jib and the hook under it, and flags a moment past the limit', () => {
    const g = craneGeometry(detail({ tcMlMaxScope: 80, height: 70, moment: 112 }));
    expect(g.trolleyX).toBeCloseTo(g.frontEndX);
    expect(g.hookY).toBeCloseTo(g.jibY);
    expect(g.momentShare).toBe(1);
    expect(g.overMoment).toBe(true);
  });
});
