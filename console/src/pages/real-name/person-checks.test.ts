import { describe, expect, it } from 'vitest';
import { PERSON_FORM_CHECKS } from './person-checks';

const start = (values: Record<string, unknown>) => PERSON_FORM_CHECKS.idcardStartDate.check(values);
const end = (values: Record<string, unknown>) => PERSON_FORM_CHECKS.idcardEndDate.check(values);

describe('ID-card dates of the person form (seed 000 §5)', () => {
  it('asks for the start date beside the start', () => {
    expect(start({})).toBe('请输入身份证开始日期');
    expect(end({})).toBeNull();
  });

  it('refuses a start after the end beside the start', () => {
    const values = { idcardStartDate: '2030-01-01', idcardEndDate: '2020-01-01' };
    expect(start(values)).toBe('开始日期不能晚于结束日期');
    expect(end(values)).toBeNull();
  });

  it('asks for the end date beside the end unless the card is long-term', () => {
    expect(end({ idcardStartDate: '2020-01-01', idcardTermStatus: 0 })).toBe('请输入身份证结束日期');
    expect(start({ idcardStartDate: '2020-01-01', idcardTermStatus: 0 })).toBeNull();
    expect(end({ idcardStartDate: '2020-01-01', idcardTermStatus: 1 })).toBeNull();
  });
});
