import { describe, expect, it } from 'vitest';
import { planCycle, resolveMethod, speedDuration } from './animation';

describe('in/out/stop methods', () => {
  it('speed levels 1 (slow) to 6 (fast)', () => {
    expect(speedDuration(1)).toBeGreaterThan(speedDuration(6));
    expect(speedDuration(undefined)).toBe(speedDuration(3));
    expect(speedDuration(99)).toBe(speedDuration(6));
  });

  it('resolves names of the seed, random picks one, unknown is none', () => {
    expect(resolveMethod('in', 'scrollLeft')).toBe('scrollLeft');
    expect(resolveMethod('in', 'blindsVertical')).toBe('blindsVertical');
    expect(resolveMethod('out', 'moveOutLowerRight')).toBe('moveOutLowerRight');
    expect(resolveMethod('in', 'immediate')).toBe('immediate');
    expect(resolveMethod('in', 'nonsense')).toBeNull();
    expect(resolveMethod('in', '')).toBeNull();
    const picked = resolveMethod('in', 'random', () => 0);
    expect(picked).not.toBe('continuousScroll');
    expect(picked).not.toBeNull();
  });

  it('cycles only with an out-method and a stop time', () => {
    expect(planCycle({ inMethod: 'fadeIn', outMethod: 'fadeOut', stopTime: 3000 }).cycles).toBe(true);
    expect(planCycle({ inMethod: 'fadeIn', stopTime: 3000 }).cycles).toBe(false);
    expect(planCycle({ inMethod: 'continuousScroll', outMethod: 'immediate', stopTime: 3000 }).cycles).toBe(
      false,
    );
    expect(planCycle({ stopMethod: 'blink' }).stopMethod).toBe('blink');
  });
});

describe('the animation panel list', () => {
  it('keeps known names in order, up to the first looping one', async () => {
    const { entrySteps } = await import('./EntryAnimations');
    expect(
      entrySteps([
        { label: '渐显', value: 'fadeIn', animationTime: 1 },
        { label: '?', value: 'unknownThing' },
        { label: '弹跳', value: 'bounce', animationTime: 0.5, isLoop: true },
        { label: '摇晃', value: 'shake' },
      ]),
    ).toEqual([
      { name: 'fadeIn', ms: 1000, loop: false },
      { name: 'bounce', ms: 500, loop: true },
    ]);
    expect(entrySteps(null)).toEqual([]);
  });
});
