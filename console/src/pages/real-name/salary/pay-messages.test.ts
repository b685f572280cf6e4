import { SALARY_MESSAGES } from '@site/shared-schema';
import { describe, expect, it } from 'vitest';
import { localiseSalaryMessage, money } from './pay-messages';

describe('salary messages', () => {
  const t = ((key: string) => `translated:${key}`) as never;

  it("shows the server's salary messages translated and any other as it came", () => {
    expect(localiseSalaryMessage(SALARY_MESSAGES.noBankCard, t)).toBe(
      'translated:salary.messages.noBankCard',
    );
    expect(localiseSalaryMessage('平台接口超时', t)).toBe('平台接口超时');
  });

  it('shows money with two decimals and nothing for no amount', () => {
    expect(money(1234.5)).toBe('1234.50');
    expect(money(-0.1)).toBe('-0.10');
    expect(money('')).toBe('');
  });
});
