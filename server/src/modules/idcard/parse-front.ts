import { GENDERS, type IdcardInfo, PERSON_RESOURCE, type ResourceField } from '@site/shared-schema';
import { isoDate } from './calendar';
import { digitsOf, factsOfIdcardNumber, findIdcardNumber, NUMBER_START } from './idcard-number';
import { cardText, firstLine, label, readFields, valuesByLabel } from './labelled-text';

/** The labels of the front (人像面), top to bottom. */
const FRONT_LABELS = [
  label('personName', '姓名'),
  label('gender', '性别'),
  label('nation', '民族'),
  label('birthDate', '出生'),
  label('address', '住址'),
  label('idcardNumber', '公民身份号码', '公民身份', '身份号码'),
] as const;

/** A person field's value, or undefined when it is longer than the roster's form accepts (a misread). */
function fitting(key: string, value: string): string | undefined {
  const fields: readonly ResourceField[] = PERSON_RESOURCE.fields;
  const maxLength = fields.find((field) => field.key === key)?.maxLength;
  return !maxLength || value.length <= maxLength ? value : undefined;
}

function nameOf(value: string | undefined): string | undefined {
  const name = firstLine(value)
    .replace(/[•・]/g, '·')
    .replace(/[^\p{Script=Han}·]/gu, '');
  return name.length >= 2 ? fitting('personName', name) : undefined;
}

const genderOf = (value: string | undefined) =>
  GENDERS.find((gender) => firstLine(value).includes(gender.label))?.value;

function nationOf(value: string | undefined): string | undefined {
  const nation = firstLine(value)
    .match(/\p{Script=Han}+/u)?.[0]
    .replace(/族$/, '');
  return nation ? fitting('nation', nation) : undefined;
}

/** 出生 1990 年 3 月 7 日 → 1990-03-07. */
function birthDateOf(value: string | undefined): string | undefined {
  const parts = digitsOf(firstLine(value)).match(/(\d{4})\D{0,3}(\d{1,2})\D{0,3}(\d{1,2})/);
  return parts ? isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) : undefined;
}

/** The address may wrap over several lines; it ends where the ID number starts when its label was missed. */
function addressOf(value: string | undefined): string | undefined {
  const lines = (value ?? '').split('\n').map((line) => line.replace(/[\s:]/g, '').split(NUMBER_START)[0]);
  const address = lines.join('');
  return address.length >= 2 ? fitting('address', address) : undefined;
}

/**
 * Reads the front of an ID card from its recognised lines (in reading order). The ID number is looked for
 * on every line, label or not, and only kept when its check digit holds; its birth date and gender then win
 * over what was read next to 出生 and 性别, which OCR gets wrong more easily.
 */
export function parseIdcardFront(lines: readonly string[]): IdcardInfo | null {
  const text = cardText(lines);
  const values = valuesByLabel(text, FRONT_LABELS);
  const idcardNumber = text.split('\n').map(findIdcardNumber).find(Boolean);
  const facts = idcardNumber ? factsOfIdcardNumber(idcardNumber) : undefined;
  return readFields({
    personName: nameOf(values.personName),
    gender: facts?.gender ?? genderOf(values.gender),
    nation: nationOf(values.nation),
    birthDate: facts?.birthDate ?? birthDateOf(values.birthDate),
    address: addressOf(values.address),
    idcardNumber,
  });
}
