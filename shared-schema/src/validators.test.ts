import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  checkConfirmPassword,
  checkIdCardDates,
  checkPrice,
  checkRequestUrl,
  idcardFacts,
  isBankCard,
  isEmail,
  isIdCard,
  isIpv4,
  isMobilePhone,
  isMoney2,
  isPositiveInteger,
  isUrl,
  isWholeNumber,
} from './validators';

describe('validators of seed 000 §5', () => {
  it('accepts 18-digit ID numbers whose last character is a digit or X', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(true);
    expect(isIdCard('11010519491231002Y')).toBe(false);
    expect(isIdCard('1101051949123100')).toBe(false);
  });

  it('accepts 11-digit mobile numbers starting 1 then 3 to 9', () => {
    expect(isMobilePhone('13800138000')).toBe(true);
    expect(isMobilePhone('19912345678')).toBe(true);
    expect(isMobilePhone('12800138000')).toBe(false);
    expect(isMobilePhone('1380013800')).toBe(false);
  });

  it('asks for the confirmation, then for equal passwords', () => {
    expect(checkConfirmPassword('a1', '')).toBe(MESSAGES.confirmPasswordRequired);
    expect(checkConfirmPassword('a1', 'a2')).toBe('两次输入密码不一致!');
    expect(checkConfirmPassword('a1', 'a1')).toBeNull();
  });

  it('lets price be empty, else positive with at most two decimals', () => {
    expect(checkPrice('')).toBeNull();
    expect(checkPrice(undefined)).toBeNull();
    expect(checkPrice('0')).toBe('价格不能小于等于0');
    expect(checkPrice(-3)).toBe('价格不能小于等于0');
    expect(checkPrice('1.234')).toBe('价格只能有两位小数');
    expect(checkPrice('12.5')).toBeNull();
  });

  it('checks ID-card dates: start required, start not after end, long-term flag without an end', () => {
    expect(checkIdCardDates({})).toBe('请输入身份证开始日期');
    expect(checkIdCardDates({ idcardStartDate: '2030-01-01', idcardEndDate: '2020-01-01' })).toBe(
      '开始日期不能晚于结束日期',
    );
    expect(checkIdCardDates({ idcardStartDate: '2020-01-01' })).toBe('请输入身份证结束日期');
    expect(checkIdCardDates({ idcardStartDate: '2020-01-01', idcardTermStatus: 1 })).toBeNull();
    expect(checkIdCardDates({ idcardStartDate: '2020-01-01', idcardEndDate: '2040-01-01' })).toBeNull();
  });

  it('knows URLs by scheme http, https, mailto or tel', () => {
    expect(isUrl('https://example.com')).toBe(true);
    expect(isUrl('mailto:a@b.cn')).toBe(true);
    expect(isUrl('tel:10086')).toBe(true);
    expect(isUrl('ftp://example.com')).toBe(false);
  });

  it('checks e-mail, positive integers and two-decimal numbers', () => {
    expect(isEmail('site.admin@example.com')).toBe(true);
    expect(isEmail('no-at-sign.example.com')).toBe(false);
    expect(isPositiveInteger(12)).toBe(true);
    expect(isPositiveInteger('0')).toBe(false);
    expect(isPositiveInteger('1.5')).toBe(false);
    expect(isWholeNumber(0)).toBe(true);
    expect(isWholeNumber('12')).toBe(true);
    expect(isWholeNumber('-1')).toBe(false);
    expect(isWholeNumber(-3.5)).toBe(false);
    expect(isWholeNumber('01')).toBe(false);
    expect(isMoney2('0')).toBe(true);
    expect(isMoney2('3.14')).toBe(true);
    expect(isMoney2('3.141')).toBe(false);
    expect(isMoney2('-1')).toBe(false);
  });

  it('checks IPv4 addresses in dotted form', () => {
    expect(isIpv4('192.168.10.101')).toBe(true);
    expect(isIpv4('0.0.0.0')).toBe(true);
    expect(isIpv4('256.1.1.1')).toBe(false);
    expect(isIpv4('10.0.0')).toBe(false);
    expect(isIpv4('01.2.3.4')).toBe(false);
  });

  it('checks bank cards with the Luhn sum', () => {
    expect(isBankCard('6222020200112233445')).toBe(false);
    expect(isBankCard('4111111111111111')).toBe(true);
    expect(isBankCard('4111111111111112')).toBe(false);
    expect(isBankCard('41111')).toBe(false);
  });

  it('refuses purely numeric and malformed data-source URLs after trimming (seed 001 §5)', () => {
    expect(checkRequestUrl('  https://api.example.com/data  ')).toBeNull();
    expect(checkRequestUrl('/front/siteStatistics/personCount')).toBeNull();
    expect(checkRequestUrl('12345')).toBe('请输入正确的 URL');
    expect(checkRequestUrl('not a url')).toBe('请输入正确的 URL');
  });

  it('reads the birth date and gender of an 18-digit ID number', () => {
    expect(idcardFacts('330102199001013299')).toEqual({ birthDate: '1990-01-01', gender: '1' });
    expect(idcardFacts('11010519491231002X')).toEqual({ birthDate: '1949-12-31', gender: '2' });
    expect(idcardFacts('330102199002303299')).toBeNull();
    expect(idcardFacts('3301021990')).toBeNull();
  });
});
