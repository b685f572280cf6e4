import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { whiteListExpiry } from './expiry';

describe('whiteListExpiry', () => {
  const now = dayjs('2026-06-01 12:00:00');
  it('flags entries past their expiry, within the reminder days, or neither', () => {
    expect(whiteListExpiry('2026-06-01 12:00:00', 7, now)).toBe('expired');
    expect(whiteListExpiry('2026-06-08 12:00:00', 7, now)).toBe('expiring');
    expect(whiteListExpiry('2026-06-08 12:00:01', 7, now)).toBe('valid');
    expect(whiteListExpiry('2026-06-02 00:00:00', 0, now)).toBe('valid');
  });
});
