import { describe, expect, it } from 'vitest';
import { checkVisitEnd, VISIT_END_BEFORE_START } from './temporary';

describe('a visit’s times', () => {
  it('refuses an end before the start, and says nothing until both are given', () => {
    const start = '2026-11-30 09:00:00';
    expect(checkVisitEnd({ visitStartTime: start, visitEndTime: '2026-11-30 08:59:59' })).toBe(
      VISIT_END_BEFORE_START,
    );
    expect(checkVisitEnd({ visitStartTime: start, visitEndTime: start })).toBeNull();
    expect(checkVisitEnd({ visitStartTime: start, visitEndTime: '' })).toBeNull();
    expect(checkVisitEnd({ visitEndTime: '2026-11-30 08:00:00' })).toBeNull();
  });
});
