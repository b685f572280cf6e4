import { GENDERS, type IdcardInfo } from '@site/shared-schema';
import sharp from 'sharp';

/** What the front (人像面) shows. */
export type IdcardFront = Required<
  Pick<IdcardInfo, 'personName' | 'gender' | 'nation' | 'birthDate' | 'address' | 'idcardNumber'>
>;

/** What the back (国徽面) shows; without an end date the card is long-term (长期). */
export type IdcardBack = Required<Pick<IdcardInfo, 'issuingAuthority' | 'idcardStartDate'>> &
  Pick<IdcardInfo, 'idcardEndDate'>;

/** A card's size in pixels: 85.6 × 54 mm at 10 px a millimetre. */
export const CARD_WIDTH = 856;
export const CARD_HEIGHT = 540;
/** Characters of the address on one line of the card before it wraps, as printed cards do. */
const ADDRESS_LINE = 11;
const FONT = "'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";
const LABEL_COLOUR = '#2f6f9f';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const text = (x: number, y: number, content: string, size: number, colour = '#111111', extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${colour}" ${extra}>${escapeXml(content)}</text>`;

const labelText = (x: number, y: number, content: string) =>
  text(x, y, content, 24, LABEL_COLOUR, 'letter-spacing="6"');

function card(body: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#f4f8fa"/><stop offset="1" stop-color="#e4eef2"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="32" fill="url(#paper)"/>
<g font-family="${FONT}">${body}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Splits the address into the card's lines. */
const addressLines = (address: string) =>
  Array.from({ length: Math.ceil(address.length / ADDRESS_LINE) }, (_, index) =>
    address.slice(index * ADDRESS_LINE, (index + 1) * ADDRESS_LINE),
  );

/** 1990-03-07 → "1990 年 3 月 7 日", as the card prints it. */
function printedBirth(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year} 年 ${month} 月 ${day} 日`;
}

/** 2016-05-01 → "2016.05.01". */
const printedDate = (date: string) => date.replaceAll('-', '.');

/**
 * A PNG of a card's front, laid out like a second-generation resident ID card, with a drawn box where the
 * head photo is. For tests and demos of uploadIdcardImg: the text needs a CJK font (Debian's fonts-noto-cjk).
 */
export function renderIdcardFront(front: IdcardFront): Promise<Buffer> {
  const gender = GENDERS.find((option) => option.value === front.gender)?.label ?? '';
  const address = addressLines(front.address)
    .map((line, index) => text(160, 320 + index * 42, line, 30))
    .join('');
  return card(
    [
      labelText(60, 90, '姓名'),
      text(160, 92, front.personName, 34),
      labelText(60, 162, '性别'),
      text(160, 164, gender, 30),
      labelText(270, 162, '民族'),
      text(370, 164, front.nation, 30),
      labelText(60, 234, '出生'),
      text(160, 236, printedBirth(front.birthDate), 30),
      labelText(60, 318, '住址'),
      address,
      labelText(60, 470, '公民身份号码'),
      text(300, 472, front.idcardNumber, 34, '#111111', 'letter-spacing="4"'),
      `<rect x="600" y="60" width="210" height="260" rx="6" fill="#d9e2ea" stroke="#9aabba" stroke-width="2"/>`,
      `<circle cx="705" cy="160" r="52" fill="#b8c6d3"/>`,
      `<path d="M625 320 Q705 200 785 320 Z" fill="#b8c6d3"/>`,
    ].join(''),
  );
}

/** A PNG of a card's back: the national emblem's place, the title, the issuing authority and the validity. */
export function renderIdcardBack(back: IdcardBack): Promise<Buffer> {
  const end = back.idcardEndDate ? printedDate(back.idcardEndDate) : '长期';
  return card(
    [
      `<circle cx="130" cy="120" r="70" fill="none" stroke="#c8372d" stroke-width="8"/>`,
      `<circle cx="130" cy="120" r="30" fill="#e0b84a"/>`,
      text(270, 120, '中华人民共和国', 48, '#111111', 'letter-spacing="10"'),
      text(300, 210, '居民身份证', 56, '#111111', 'letter-spacing="18"'),
      labelText(150, 390, '签发机关'),
      text(300, 392, back.issuingAuthority, 30),
      labelText(150, 460, '有效期限'),
      text(300, 462, `${printedDate(back.idcardStartDate)}-${end}`, 30),
    ].join(''),
  );
}
