import { describe, expect, it } from 'vitest';
import { checkCompanyExtend, EXIT_BEFORE_ENTRY } from './project-company';

describe('a company’s agreement parameters', () => {
  it('takes them all empty', () => {
    expect(checkCompanyExtend({})).toBeNull();
  });

  it('refuses a phone that is not a mainland mobile with the seed’s message', () => {
    expect(checkCompanyExtend({ corpManagerPhone: '1234567' })).toEqual({
      field: 'corpManagerPhone',
      kind: 'phone',
      message: '请输入正确的手机号码',
    });
    expect(checkCompanyExtend({ corpManagerPhone: '13912345678' })).toBeNull();
  });

  it('refuses a date that is not YYYY-MM-DD and an exit before the entry', () => {
    expect(checkCompanyExtend({ entryDate: '2026/03/01' })).toMatchObject({
      field: 'entryDate',
      kind: 'date',
    });
    expect(checkCompanyExtend({ exitDate: '2026-02-30' })).toMatchObject({ field: 'exitDate', kind: 'date' });
    expect(checkCompanyExtend({ entryDate: '2026-03-01', exitDate: '2026-02-28' })).toEqual({
      field: 'exitDate',
      kind: 'exitBeforeEntry',
      message: EXIT_BEFORE_ENTRY,
    });
    expect(checkCompanyExtend({ entryDate: '2026-03-01', exitDate: '2026-03-01' })).toBeNull();
  });

  it('refuses a value longer than its field holds, naming the field', () => {
    expect(checkCompanyExtend({ corpManagerName: '张'.repeat(21) })).toEqual({
      field: 'corpManagerName',
      kind: 'tooLong',
      message: '项目负责人长度不能超过20',
    });
  });
});
