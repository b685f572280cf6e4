import type { Random } from './random';

/** '1' male, '2' female: the values of GENDERS. */
export type Gender = '1' | '2';

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈',
  ...'姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
];
const GIVEN: Record<Gender, string[]> = {
  '1': [...'建国伟强军明华平刚勇志海涛斌林波杰峰磊超鹏辉俊文春东亮成金德立新永宝福兵庆忠玉山云飞龙家荣'],
  '2': [...'秀英芳丽敏静燕红霞梅兰娟萍玲桂琴凤玉珍莉艳春华云婷雪慧月'],
};

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = '10X98765432';

/** The check character of an 18-digit ID number (GB 11643) from its first 17 digits. */
export function idcardCheckCode(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CODES[sum % 11];
}

/**
 * An ID number (GB 11643) of someone born on `birthDate` (YYYY-MM-DD) in `county`: the 17th digit is odd
 * for a man and even for a woman, and the check character is valid.
 */
export function drawIdcardNumber(random: Random, county: string, birthDate: string, gender: Gender): string {
  const order = random.int(0, 49) * 2 + (gender === '1' ? 1 : 0);
  const sequence = `${random.int(0, 9)}${String(order).padStart(2, '0')}`;
  const first17 = `${county}${birthDate.replaceAll('-', '')}${sequence}`;
  return first17 + idcardCheckCode(first17);
}

export function randomChineseName(random: Random, gender: Gender): string {
  const given = GIVEN[gender];
  const name = random.chance(0.7) ? random.pick(given) + random.pick(given) : random.pick(given);
  return random.pick(SURNAMES) + name;
}

/** A relative's name: the family's surname with a given name of his or her own. */
export const relativeName = (random: Random, personName: string, gender: Gender): string =>
  personName[0] + randomChineseName(random, gender).slice(1);

const MOBILE_PREFIXES = [
  ...['130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '155', '157'],
  ...['158', '159', '166', '173', '175', '176', '177', '180', '181', '182', '183', '185', '186', '187'],
  ...['188', '189', '191', '198', '199'],
];

/** An 11-digit mobile number of the mainland's prefixes (1, then 3 to 9). */
export const randomMobile = (random: Random): string =>
  random.pick(MOBILE_PREFIXES) + String(random.int(0, 99_999_999)).padStart(8, '0');

/** Draws until the value is new to `taken`, so names and ID numbers are unique within a project. */
export function unique(taken: Set<string>, draw: () => string): string {
  let value = draw();
  while (taken.has(value)) value = draw();
  taken.add(value);
  return value;
}
