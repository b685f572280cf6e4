import type { CellValue } from 'exceljs';

const pad = (value: number) => `${value}`.padStart(2, '0');

/**
 * A date cell as the sheet shows it. Spreadsheets store a date as a day count without a time zone, and
 * exceljs reads that count as a UTC instant, so the UTC fields are the wall-clock value in the file.
 */
export function dateText(value: Date): string {
  const at = new Date(Math.round(value.getTime() / 1000) * 1000);
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const seconds = at.getUTCHours() * 3600 + at.getUTCMinutes() * 60 + at.getUTCSeconds();
  if (seconds === 0) return day;
  return `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

/**
 * A number as a person typed it: 15 significant digits like a spreadsheet shows, never an exponent
 * (an ID number or a phone number typed as a number must come back as its digits).
 */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const shown = Number(value.toPrecision(15));
  if (Number.isInteger(shown)) return BigInt(shown).toString();
  const plain = String(shown);
  if (!plain.includes('e')) return plain;
  return shown.toFixed(20).replace(/0+$/, '');
}

/** Whether a number format shows a date or a time (quoted text and [colour]/[locale] parts aside). */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhs]/i.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Serial day number of the 1900 date system to its instant (UTC fields = wall clock). */
const fromSerial = (serial: number) => new Date(Math.round((serial - 25569) * 86_400_000));

/**
 * Any cell as text: rich text flattened, a formula as its result, a hyperlink as its text, a number in a
 * date format as the date.
 */
export function cellText(value: CellValue, numberFormat?: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return isDateFormat(numberFormat) ? dateText(fromSerial(value)) : numberText(value);
    case 'boolean':
      return value ? 'TRUE' : 'FALSE';
  }
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as { result?: CellValue }).result ?? null, numberFormat);
  }
  if ('hyperlink' in value) return cellText((value as { text?: CellValue }).text ?? null);
  if ('error' in value) return String(value.error);
  return '';
}
