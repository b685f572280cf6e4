import { describe, expect, it } from 'vitest';
import { isProjectPastDeadline } from './entities';
import { hasPermission, RESOURCE_CODES } from './permissions';

describe('permission check of seed 000 §6', () => {
  it('passes when any required code is held', () => {
    expect(hasPermission(['cMainPage', 'cCustomScreen'], ['zqxyManage', 'cCustomScreen'])).toBe(true);
    expect(hasPermission(['cMainPage'], 'cMainPage')).toBe(true);
    expect(hasPermission(['cMainPage'], 'zqxyManage')).toBe(false);
  });

  it('denies an empty list of held codes', () => {
    expect(hasPermission([], 'cMainPage')).toBe(false);
  });

  it('throws when no code is required, like the seed directive', () => {
    expect(() => hasPermission(['cMainPage'], [])).toThrow();
  });

  it('lists every code once', () => {
    expect(new Set(RESOURCE_CODES).size).toBe(RESOURCE_CODES.length);
  });
});

describe('project deadline of seed 000 §1', () => {
  const now = Date.parse('2026-06-01T00:00:00');
  const base = { deadlineStartDate: '2026-01-01 00:00:00', deadlineEndDate: '2026-12-31 23:59:59' };

  it('is past deadline only when the check is on and now is outside the window', () => {
    expect(isProjectPastDeadline({ ...base, deadlineStatus: 1 }, now)).toBe(false);
    expect(
      isProjectPastDeadline({ ...base, deadlineStatus: 1, deadlineEndDate: '2026-05-01 00:00:00' }, now),
    ).toBe(true);
    expect(
      isProjectPastDeadline({ ...base, deadlineStatus: 1, deadlineStartDate: '2026-07-01 00:00:00' }, now),
    ).toBe(true);
    expect(
      isProjectPastDeadline({ ...base, deadlineStatus: 0, deadlineEndDate: '2026-05-01 00:00:00' }, now),
    ).toBe(false);
  });
});
