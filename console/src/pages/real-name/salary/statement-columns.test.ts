import { describe, expect, it } from 'vitest';
import { groupName, monthRange, statementColumns } from './statement-columns';

describe('salary statement columns', () => {
  it('names the group by company, team and person as the grouping asks, then the figures', () => {
    expect(statementColumns('COMPANY').slice(0, 2)).toEqual(['companyName', 'people']);
    expect(statementColumns('TEAM').slice(0, 3)).toEqual(['companyName', 'teamName', 'people']);
    expect(statementColumns('PERSON').slice(0, 3)).toEqual(['companyName', 'teamName', 'personName']);
    expect(statementColumns('PERSON').at(-1)).toBe('unsettledPay');
  });

  it('names a bar by its most precise name', () => {
    const row = { groupId: 'x', companyName: '一建', teamName: '', personName: '' };
    expect(
      groupName({ ...row, people: 1, days: 0, hours: 0, totalPay: 0, settledPay: 0, unsettledPay: 0 }),
    ).toBe('一建');
  });

  it('orders a range of months and reads one month as a range of one', () => {
    expect(monthRange(['2026-05', '2026-03'], '2026-11')).toEqual(['2026-03', '2026-05']);
    expect(monthRange(undefined, '2026-11')).toEqual(['2026-11', '2026-11']);
  });
});
