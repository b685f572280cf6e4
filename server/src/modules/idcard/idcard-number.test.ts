import { describe, expect, it } from 'vitest';
import { factsOfIdcardNumber, findIdcardNumber } from './idcard-number';

// GB 11643's own example: born 1949-12-31, 17th digit 2 (a woman), check character X.
const WOMAN = '11010519491231002X';
// Born 1990-03-07, 17th digit 3 (a man), check digit 7.
const MAN = '330106199003070137';

describe('factsOfIdcardNumber', () => {
  it('answers the birth date and gender of a valid number', () => {
    expect(factsOfIdcardNumber(WOMAN)).toEqual({ birthDate: '1949-12-31', gender: '2' });
    expect(factsOfIdcardNumber(MAN)).toEqual({ birthDate: '1990-03-07', gender: '1' });
    expect(factsOfIdcardNumber(WOMAN.toLowerCase())).toEqual({ birthDate: '1949-12-31', gender: '2' });
  });

  it('refuses a wrong check digit, a wrong length and a birth date that is no day', () => {
    expect(factsOfIdcardNumber('110105194912310021')).toBeUndefined();
    expect(factsOfIdcardNumber('3301061990030701')).toBeUndefined();
    // 1990-02-30, with its check digit right.
    expect(factsOfIdcardNumber('330106199002300113')).toBeUndefined();
  });
});

describe('findIdcardNumber', () => {
  it('finds the number after its label, merged or spaced', () => {
    expect(findIdcardNumber('公民身份号码 11010519491231002X')).toBe(WOMAN);
    expect(findIdcardNumber('公民身份号码11010519491231002x')).toBe(WOMAN);
    expect(findIdcardNumber('3301 0619 9003 0701 37')).toBe(MAN);
  });

  it('reads letters OCR takes for digits', () => {
    expect(findIdcardNumber('110105l9491231OO2X')).toBe(WOMAN);
    expect(findIdcardNumber('33O106I99003O70137')).toBe(MAN);
  });

  it('skips stray characters around the number', () => {
    expect(findIdcardNumber('号码:1330106199003070137')).toBe(MAN);
    expect(findIdcardNumber(`${WOMAN}1`)).toBe(WOMAN);
  });

  it('answers nothing for an invalid number or a line without one', () => {
    expect(findIdcardNumber('公民身份号码 110105194912310021')).toBeUndefined();
    expect(findIdcardNumber('住址 浙江省杭州市西湖区文三路100号5幢302室')).toBeUndefined();
    expect(findIdcardNumber('SOSOSOSOSOSOSOSOSO')).toBeUndefined();
  });
});
