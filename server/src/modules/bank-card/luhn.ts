import { isBankCard } from '@site/shared-schema';

/**
 * `prefix` (11 to 18 digits) completed by the digit that makes it pass the Luhn check of isBankCard: the
 * seed's and the tests' card numbers.
 */
export function withLuhnDigit(prefix: string): string {
  const complete = [...'0123456789'].map((digit) => `${prefix}${digit}`).find(isBankCard);
  if (!complete) throw new Error(`no Luhn digit completes ${prefix}`);
  return complete;
}
