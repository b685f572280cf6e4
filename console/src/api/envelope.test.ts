import { describe, expect, it } from 'vitest';
import { ApiError, ignoreNotified } from './envelope';

describe('ignoreNotified', () => {
  it('swallows failures the user has seen and rethrows the others', () => {
    expect(() => ignoreNotified(new ApiError('envelope', 400, 'shown'))).not.toThrow();
    expect(() => ignoreNotified(new ApiError('envelope', 400, 'silent', false))).toThrow('silent');
    expect(() => ignoreNotified(new TypeError('bug'))).toThrow('bug');
  });
});
