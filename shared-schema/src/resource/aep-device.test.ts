import { describe, expect, it } from 'vitest';
import { aepParamProblem, aepParamProblems, checkAepParams, DEFAULT_AEP_PARAMS } from './aep-device';

describe('a distribution box’s limits', () => {
  it('finds every bad field at once, one problem each, in the fields’ order', () => {
    const params = {
      ...DEFAULT_AEP_PARAMS,
      ratedCurrent: 99_999,
      maxTemperature: -5,
      highVoltage: undefined,
    };
    expect(aepParamProblems(params)).toEqual([
      { key: 'ratedCurrent', kind: 'range' },
      { key: 'maxTemperature', kind: 'range' },
      { key: 'highVoltage', kind: 'required' },
    ]);
    expect(aepParamProblem(params)).toEqual({ key: 'ratedCurrent', kind: 'range' });
    expect(checkAepParams(params)).toBe('额定电流应在1到1000之间');
  });

  it('checks the voltages’ order once both are good', () => {
    expect(aepParamProblems({ ...DEFAULT_AEP_PARAMS, lowVoltage: 250, maxTemperature: 0.55 })).toEqual([
      { key: 'maxTemperature', kind: 'range' },
      { key: 'lowVoltage', kind: 'order' },
    ]);
    expect(aepParamProblems(DEFAULT_AEP_PARAMS)).toEqual([]);
  });
});
