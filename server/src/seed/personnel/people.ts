import type { Random } from './random';

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈',
];
const GIVEN = [
  ...'建国伟强军明华平刚勇志海涛斌林波杰峰磊超鹏辉俊文春东亮成金德立新永宝福兵庆忠玉山云飞龙家荣',
];

/** Home counties of the demo people (the first six digits of an ID number): local and migrant workers. */
const COUNTIES = ['330102', '330109', '330682', '341221', '412722', '511623', '522126', '430524', '360321'];

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = '10X98765432';

/** The check character of an 18-digit ID number (GB 11643) from its first 17 digits. */
export function idcardCheckCode(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CODES[sum % 11];
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A valid-looking ID number of someone born 1968–2002. */
export function randomIdcard(random: Random): string {
  const birth = `${random.int(1968, 2002)}${twoDigits(random.int(1, 12))}${twoDigits(random.int(1, 28))}`;
  const first17 = `${random.pick(COUNTIES)}${birth}${String(random.int(10, 999)).padStart(3, '0')}`;
  return first17 + idcardCheckCode(first17);
}

export function randomChineseName(random: Random): string {
  const given = random.chance(0.7) ? random.pick(GIVEN) + random.pick(GIVEN) : random.pick(GIVEN);
  return random.pick(SURNAMES) + given;
}

/** Draws until the value is new to `taken`, so names and ID numbers are unique within a project. */
export function unique(taken: Set<string>, draw: () => string): string {
  let value = draw();
  while (taken.has(value)) value = draw();
  taken.add(value);
  return value;
}
