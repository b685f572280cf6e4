import { checkFieldValue, PERSON_RESOURCE, type ResourceField } from '@site/shared-schema';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldProblem, localiseMessage } from './problems';
import { initTestI18n } from './test/testing';

const field = (key: string) => PERSON_RESOURCE.fields.find((item) => item.key === key) as ResourceField;
const number: ResourceField = { key: 'age', label: '年龄', type: 'number' };

// One value per kind of problem the shared checks answer.
const CASES: [ResourceField, unknown, boolean][] = [
  [field('personName'), '', true],
  [field('companyId'), undefined, true],
  [field('entryDate'), '', true],
  [field('idcardNumber'), '12345', true],
  [field('phone'), '1234', false],
  [field('personName'), '张'.repeat(40), true],
  [field('birthDate'), '2026/01/01', false],
  [field('gender'), '9', false],
  [number, '12', false],
];

describe('messages of the shared checks in the console', () => {
  beforeAll(() => initTestI18n());

  it('reads in Chinese exactly as the shared checks (and so the server) word them', async () => {
    await i18next.changeLanguage('zh');
    for (const [item, value, required] of CASES) {
      const problem = checkFieldValue(item, value, required);
      expect(problem).toBeTruthy();
      expect(fieldProblem(item, value, { required, label: item.label, t: i18next.t })).toBe(problem);
    }
    expect(
      fieldProblem(field('idcardNumber'), '12345', { required: true, label: '身份证号', t: i18next.t }),
    ).toBe('请输入正确的身份证号码');
    expect(fieldProblem(field('companyId'), '', { required: true, label: '所属企业', t: i18next.t })).toBe(
      '请选择所属企业',
    );
  });

  it('is translated in the other languages, with the label the page shows', async () => {
    await i18next.changeLanguage('en');
    for (const [item, value, required] of CASES) {
      const shown = fieldProblem(item, value, { required, label: 'Label', t: i18next.t });
      expect(shown).not.toBe(checkFieldValue(item, value, required));
      expect(shown).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(fieldProblem(field('personName'), '', { required: true, label: 'Name', t: i18next.t })).toBe(
      'Enter the name',
    );
    expect(localiseMessage('请选择要操作的人员！', i18next.t)).toBe('Select the people first');
    expect(localiseMessage('该身份证号已被列入黑名单，不能添加', i18next.t)).toBe(
      '该身份证号已被列入黑名单，不能添加',
    );
    await i18next.changeLanguage('zh');
  });

  it('refuses text a database cannot hold, and leaves a masked value alone while it is unchanged', () => {
    const context = { required: true, label: '姓名', t: i18next.t };
    expect(fieldProblem(field('personName'), '张\u0000三', context)).toBe('姓名包含无法保存的字符');
    expect(fieldProblem(field('personName'), '张\ud800', context)).toBe('姓名包含无法保存的字符');
    const masked = '330102********1234';
    expect(fieldProblem(field('idcardNumber'), masked, { ...context, initial: masked })).toBeNull();
    expect(fieldProblem(field('idcardNumber'), masked, { ...context, initial: undefined })).toBe(
      '请输入正确的身份证号码',
    );
  });

  it('runs the page check over the whole form first, with its own message', () => {
    const context = {
      required: true,
      label: '身份证开始日期',
      t: i18next.t,
      check: () => '请输入身份证开始日期',
    };
    expect(fieldProblem(field('idcardStartDate'), '', context)).toBe('请输入身份证开始日期');
    expect(fieldProblem(field('idcardStartDate'), '', { ...context, check: () => null })).toBe(
      '请选择身份证开始日期',
    );
  });
});
