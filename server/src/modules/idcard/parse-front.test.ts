import { describe, expect, it } from 'vitest';
import { parseIdcardFront } from './parse-front';

const CARD = {
  personName: '欧阳明华',
  gender: '2',
  nation: '汉',
  birthDate: '1949-12-31',
  address: '浙江省杭州市西湖区文三路100号5幢302室',
  idcardNumber: '11010519491231002X',
};

describe('parseIdcardFront', () => {
  it('reads the rows the engine answers for a clean card', () => {
    const lines = [
      '姓名 欧阳明华',
      '性别 女 民族汉',
      '出生 1949年12月31日',
      '住址 浙江省杭州市西湖区文三',
      '路100号5幢302室',
      '公民身份号码 11010519491231002X',
    ];
    expect(parseIdcardFront(lines)).toEqual(CARD);
  });

  it('reads labels merged with their values, spaced labels and full-width colons', () => {
    const lines = [
      '姓名：欧阳明华',
      '性 别女民族：汉',
      '出生1949年12月31日',
      '住 址：浙江省杭州市西湖区文三路100号5幢302室',
      '公民身份号码：１１０１０５１９４９１２３１００２Ｘ',
    ];
    expect(parseIdcardFront(lines)).toEqual(CARD);
  });

  it('reads values on the line after their label and an address over three lines', () => {
    const lines = [
      '姓名',
      '欧阳明华',
      '性别',
      '女',
      '民族',
      '汉',
      '出生',
      '1949 年 12 月 31 日',
      '住址',
      '浙江省杭州市',
      '西湖区文三路',
      '100号5幢302室',
      '公民身份号码',
      '1101 0519 4912 3100 2X',
    ];
    expect(parseIdcardFront(lines)).toEqual(CARD);
  });

  it('reads an ID number with letters taken for digits, and its birth date and gender win', () => {
    const lines = [
      '姓名 欧阳明华',
      '性别 男 民族 汉',
      '出生 1949年l2月3l日',
      '住址 浙江省杭州市西湖区文三路100号5幢302室',
      '公民身份号码 110105l9491231OO2X',
    ];
    expect(parseIdcardFront(lines)).toEqual(CARD);
  });

  it('drops an ID number whose check digit fails and keeps what the text says', () => {
    const lines = [
      '姓名 欧阳明华',
      '性别 女 民族 汉',
      '出生 1949年12月31日',
      '公民身份号码 110105194912310021',
    ];
    expect(parseIdcardFront(lines)).toEqual({
      personName: '欧阳明华',
      gender: '2',
      nation: '汉',
      birthDate: '1949-12-31',
    });
  });

  it('ends the address at the ID number when the number label was not read', () => {
    const read = {
      address: CARD.address,
      idcardNumber: CARD.idcardNumber,
      birthDate: CARD.birthDate,
      gender: CARD.gender,
    };
    for (const number of ['11010519491231002X', '110105 19491231 002X']) {
      expect(parseIdcardFront(['住址 浙江省杭州市西湖区文三', `路100号5幢302室 ${number}`])).toEqual(read);
      expect(parseIdcardFront(['住址 浙江省杭州市西湖区文三', '路100号5幢302室', number])).toEqual(read);
    }
  });

  it('ignores noise around the card and keeps names with a middle dot', () => {
    const lines = ['R', '姓名 阿卜杜·热合曼', '性别 男 民族维吾尔', '出生 1990年3月7日', '中'];
    expect(parseIdcardFront(lines)).toEqual({
      personName: '阿卜杜·热合曼',
      gender: '1',
      nation: '维吾尔',
      birthDate: '1990-03-07',
    });
  });

  it('drops a date that is no day and a name longer than the roster accepts', () => {
    expect(parseIdcardFront(['姓名 欧阳明华', '出生 1990年2月30日'])).toEqual({ personName: '欧阳明华' });
    expect(parseIdcardFront([`姓名 ${'欧'.repeat(33)}`])).toBeNull();
  });

  it('answers null when nothing on the picture is a card front', () => {
    expect(parseIdcardFront([])).toBeNull();
    expect(parseIdcardFront(['中华人民共和国', '居民身份证', '签发机关 杭州市公安局'])).toBeNull();
  });
});
