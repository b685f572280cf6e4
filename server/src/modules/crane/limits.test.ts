import { describe, expect, it } from 'vitest';
import { craneAlarmTypes } from './limits';

const crane = { ratedWeight: 6 };
const normal = { obliguity: 0.3, moment: 65, windSpeed: 4, weight: 2.5 };

describe('crane alarms', () => {
  it('raises none for a reading within the limits, equal values included', () => {
    expect(craneAlarmTypes(normal, crane)).toEqual([]);
    expect(craneAlarmTypes({ ...normal, moment: 100, weight: 6, obliguity: 1 }, crane)).toEqual([]);
  });

  it('raises one alarm per value past its limit', () => {
    expect(craneAlarmTypes({ obliguity: 1.2, moment: 103, windSpeed: 11, weight: 6.2 }, crane)).toEqual([
      '力矩超限',
      '重量超限',
      '风速超限',
      '倾角超限',
    ]);
    expect(craneAlarmTypes({ ...normal, windSpeed: 10.8 }, crane)).toEqual(['风速超限']);
  });
});
