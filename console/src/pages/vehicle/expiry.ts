import dayjs from 'dayjs';

export type WhiteListExpiry = 'expired' | 'expiring' | 'valid';

/** Where an entry stands against now: past its expiry, within the rule's reminder days of it, or valid. */
export function whiteListExpiry(expirationTime: string, remindDays: number, now = dayjs()): WhiteListExpiry {
  const expiry = dayjs(expirationTime);
  if (!expiry.isAfter(now)) return 'expired';
  return expiry.diff(now, 'day', true) <= remindDays ? 'expiring' : 'valid';
}
