import { describe, expect, it } from 'vitest';
import { momentFields, momentOf, setValueOf } from './time-rules';

describe('timing set values', () => {
  it('offers a moment for types 0 and 1, a duration for 3 and nothing for 2', () => {
    expect([0, 1, 2, 3].map(setValueOf)).toEqual(['moment', 'moment', 'none', 'duration']);
  });

  it('keeps the moment in 1-based style fields and year 0 for now', () => {
    const fields = momentFields(new Date(2024, 4, 6, 7, 8, 9));
    expect(fields).toEqual({ year: 2024, month: 5, day: 6, hour: 7, minute: 8, second: 9 });
    expect(momentOf(fields)?.getTime()).toBe(new Date(2024, 4, 6, 7, 8, 9).getTime());
    expect(momentOf(momentFields(null))).toBeNull();
  });
});
