import { isIdCard } from '@site/shared-schema';
import { idcardCheckCode } from '../../seed/personnel/people';
import { isoDate } from './calendar';

/** What OCR reads in place of a digit on a card's number line: O for 0, l or I for 1, and so on. */
const LOOK_ALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
  G: '6',
};

const LOOK_ALIKE = /[OoDQIli|ZzSsBG]/g;
/** A character of a misread ID number: a digit, a look-alike or the check character X. */
const NUMBER_CHARACTER = `[\\d${LOOK_ALIKE.source.slice(1, -1)}Xx×]`;

/** Replaces the look-alike letters of a run that is mostly digits. */
export const digitsOf = (text: string) => text.replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter]);

/** Runs of digits and look-alikes, spaces removed, long enough to hold an ID number. */
const NUMBER_RUN = new RegExp(`${NUMBER_CHARACTER}{18,}`, 'g');
/** Where an ID number starts on a line: the end of an address whose next label OCR missed. */
export const NUMBER_START = new RegExp(`${NUMBER_CHARACTER}{15,}`);
/** Fewer real digits than this in 18 characters is a word, not a misread number. */
const LEAST_DIGITS = 14;

export interface IdcardNumberFacts {
  birthDate: string;
  /** '1' 男 or '2' 女, as GENDERS: the 17th digit is odd for men. */
  gender: '1' | '2';
}

/** The birth date and gender an ID number encodes, or undefined when it is not a valid GB 11643 number. */
export function factsOfIdcardNumber(number: string): IdcardNumberFacts | undefined {
  if (!isIdCard(number) || idcardCheckCode(number.slice(0, 17)) !== number[17].toUpperCase())
    return undefined;
  const birthDate = isoDate(
    Number(number.slice(6, 10)),
    Number(number.slice(10, 12)),
    Number(number.slice(12, 14)),
  );
  if (!birthDate) return undefined;
  return { birthDate, gender: Number(number[16]) % 2 === 1 ? '1' : '2' };
}

/**
 * The first valid ID number in a line of recognised text: spaces and look-alike letters are tolerated,
 * and each 18-character window of a longer run is tried, so stray characters around the number do no harm.
 */
export function findIdcardNumber(line: string): string | undefined {
  for (const [run] of line.replace(/\s+/g, '').matchAll(NUMBER_RUN)) {
    for (let start = 0; start + 18 <= run.length; start++) {
      const window = run.slice(start, start + 18);
      if ((window.match(/\d/g)?.length ?? 0) < LEAST_DIGITS) continue;
      const last = /[Xx×]/.test(window[17]) ? 'X' : digitsOf(window[17]);
      const number = digitsOf(window.slice(0, 17)) + last;
      if (factsOfIdcardNumber(number)) return number;
    }
  }
  return undefined;
}
