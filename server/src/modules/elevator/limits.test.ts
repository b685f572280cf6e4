import { describe, expect, it } from 'vitest';
import { liftAlarmTypes } from './limits';

const lift = {
  ratedHeight: 100,
  ratedWeight: 2,
  ratedPeopleCnt: 12,
  ratedObliguityX: 1.5,
  ratedObliguityY: 1.5,
  ratedWindSpeed: 13.8,
};
const normal = { height: 40, weight: 0.9, peopleCnt: 8, obliguityX: 0.2, obliguityY: -0.3, windSpeed: 5 };

describe('lift alarms', () => {
  it('raises none within the rated values, equal values included', () => {
    expect(liftAlarmTypes(normal, lift)).toEqual([]);
    expect(liftAlarmTypes({ ...normal, weight: 2, peopleCnt: 12, obliguityX: -1.5 }, lift)).toEqual([]);
  });

  it('raises one alarm per rated value passed, tilt either way', () => {
    expect(liftAlarmTypes({ ...normal, peopleCnt: 13 }, lift)).toEqual(['超员']);
    expect(liftAlarmTypes({ ...normal, obliguityY: -1.6 }, lift)).toEqual(['倾角超限']);
    expect(
      liftAlarmTypes(
        { height: 101, weight: 2.1, peopleCnt: 14, obliguityX: 2, obliguityY: 0, windSpeed: 14 },
        lift,
      ),
    ).toEqual(['超载', '超员', '倾角超限', '风速超限', '冲顶']);
  });
});
