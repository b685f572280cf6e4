import { MESSAGES } from '../messages';
import { checkIdCardDates } from '../validators';
import { checkFieldValue, hasUnstorableText, invalidDateMessage } from './check';
import type { ResourceDescription, ResourceField } from './types';

/**
 * The rows of an import file checked the same way wherever they are read: in the console's preview (a Web
 * Worker reading the file with read-excel-file) and by the server's import task. A reader first reduces
 * each cell to a `SheetCell`; the first row is the header of the fields' Chinese labels.
 */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** The columns of a resource's import file and template, in declaration order (types.ts: import defaults to form, never images). */
export function importFields(resource: Pick<ResourceDescription, 'fields'>): ResourceField[] {
  return resource.fields.filter((field) => field.type !== 'image' && (field.import ?? field.form ?? true));
}

/** Which column holds each field, and what the header got wrong. */
export interface ImportHeader {
  /** Field key → column index. */
  columns: Record<string, number>;
  /** Header texts that name no field. */
  unknown: string[];
  /** Fields without a column. */
  missing: ResourceField[];
  /** Labels given more than once (the first column is read). */
  duplicated: string[];
}

// Templates commonly star required columns ("*姓名"): the star is not part of the label.
const headerText = (cell: SheetCell): string =>
  typeof cell === 'string' ? cell.trim().replace(/^\*\s*|\s*\*$/g, '') : cell == null ? '' : String(cell);

export function readImportHeader(fields: readonly ResourceField[], row: readonly SheetCell[]): ImportHeader {
  const byLabel = new Map(fields.map((field) => [field.label, field]));
  const header: ImportHeader = { columns: {}, unknown: [], missing: [], duplicated: [] };
  row.forEach((cell, index) => {
    const text = headerText(cell);
    if (!text) return;
    const field = byLabel.get(text);
    if (!field) header.unknown.push(text);
    else if (field.key in header.columns) header.duplicated.push(text);
    else header.columns[field.key] = index;
  });
  header.missing = fields.filter((field) => !(field.key in header.columns));
  return header;
}

/** The messages of the import checks beyond the field checks (Chinese, as the server answers them). */
export const IMPORT_MESSAGES = {
  duplicateInFile: (label: string, firstRow: number) => `${label}与第${firstRow}行重复`,
  numberTooLong: (label: string) => `${label}数字过长已失真，请将该列设为文本格式后重新填写`,
  invalidDate: invalidDateMessage,
  unstorable: (label: string) => `${label}包含无法保存的字符`,
};

/** The message of a unique field repeated inside one file. */
export const duplicateInFileMessage = (field: Pick<ResourceField, 'label'>, firstRow: number) =>
  IMPORT_MESSAGES.duplicateInFile(field.label, firstRow);

/** A cell read as a field's value, or why it cannot be. */
export type CellReading = { value: unknown } | { problem: string };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
// Spreadsheets have no time zone: readers give a date cell as that wall-clock time in UTC.
const sheetDate = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const sheetDateTime = (date: Date) =>
  `${sheetDate(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
const isMidnight = (date: Date) =>
  date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;

/** A cell as the sheet shows it, for previews and messages. */
export function sheetCellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    return isMidnight(cell) ? sheetDate(cell) : sheetDateTime(cell);
  }
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

// The ways people type a day into a text cell: 2026-3-5, 2026/3/5, 2026.3.5, 2026年3月5日, 20260305.
const TYPED_DAY = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$|^(\d{4})(\d{2})(\d{2})$/;
const TYPED_TIME = /^(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?$/;

/**
 * A day, or a day and a time for a date-time column, typed as text in one of the usual ways, written as
 * a form submits it (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss); anything else as it is, for the check to word.
 */
function typedDate(text: string, withTime: boolean): string {
  const parts = text.trim().split(/\s+/);
  const day = TYPED_DAY.exec(parts[0]);
  if (!day || parts.length !== (withTime ? 2 : 1)) return text;
  const [year, month, date] = (day[1] ? day.slice(1, 4) : day.slice(4, 7)).map(Number);
  const written = `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
  if (!withTime) return written;
  const time = TYPED_TIME.exec(parts[1]);
  return time ? `${written} ${pad(Number(time[1]))}:${time[2]}:${time[3] ?? '00'}` : text;
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
// TRUE/FALSE: a boolean cell as a reader that reduces cells to text gives it.
const SWITCH_TEXT: Record<string, 0 | 1> = { '1': 1, '0': 0, 是: 1, 否: 0, TRUE: 1, FALSE: 0 };

/** What a number typed into a text column means: its digits, unless it is too long to have kept them. */
function numberAsText(field: ResourceField, value: number): CellReading {
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    return { problem: IMPORT_MESSAGES.numberTooLong(field.label) };
  }
  return { value: String(value) };
}

/**
 * A cell as the value `checkFieldValue` checks. A cell's type is how the spreadsheet shows it, not what
 * the user meant, so the reading follows the field: digits in a text column are text, a date cell in a date
 * column is its YYYY-MM-DD and so is a day typed as text the usual ways (2026/3/5, 2026年3月5日), an enum takes its label (男) or its value, a switch 是/否 or 1/0. Anything else
 * is passed on as it is, for the check to refuse. Text cells read the same as typed ones, so a reader may
 * reduce every cell to its text first (the server does) and get the same values.
 */
export function readImportCell(field: ResourceField, cell: SheetCell): CellReading {
  if (cell === null || cell === undefined) return { value: undefined };
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return { problem: IMPORT_MESSAGES.invalidDate(field.label) };
    if (field.type === 'date') return { value: sheetDate(cell) };
    if (field.type === 'datetime') return { value: sheetDateTime(cell) };
    if (field.type === 'text' || field.type === 'textarea') return { value: sheetCellText(cell) };
    return { value: cell };
  }
  const isDate = field.type === 'date' || field.type === 'datetime';
  if (isDate && (typeof cell === 'string' || typeof cell === 'number')) {
    return { value: typedDate(String(cell), field.type === 'datetime') };
  }
  switch (field.type) {
    case 'number':
      return { value: typeof cell === 'string' && NUMBER_TEXT.test(cell.trim()) ? Number(cell) : cell };
    case 'switch':
      if (typeof cell === 'boolean') return { value: cell ? 1 : 0 };
      return { value: SWITCH_TEXT[String(cell).trim()] ?? cell };
    case 'select': {
      if (typeof cell === 'boolean') return { value: cell };
      const text = String(cell).trim();
      if (field.options?.kind !== 'enum') return { value: text };
      const option = field.options.values.find(
        (choice) => choice.label === text || String(choice.value) === text,
      );
      return { value: option ? option.value : cell };
    }
    default:
      if (typeof cell === 'number') return numberAsText(field, cell);
      return { value: typeof cell === 'boolean' ? sheetCellText(cell) : cell };
  }
}

/** One value of an import row: the shared field check, and text that cannot be stored. */
export function checkImportValue(field: ResourceField, value: unknown): string | null {
  if (typeof value === 'string' && hasUnstorableText(value)) return IMPORT_MESSAGES.unstorable(field.label);
  return checkFieldValue(field, value);
}

export interface CheckedImportRow {
  /** The row of the sheet, counted from 1 (the header is row 1). */
  rowNumber: number;
  /** Field key → the value read (names for dictionary, company and team selects). */
  values: Record<string, unknown>;
  /** Field key → the first problem of that field. */
  problems: Record<string, string>;
}

export interface CheckedImportSheet {
  header: ImportHeader;
  /** The data rows, empty rows left out. */
  rows: CheckedImportRow[];
}

const isEmptyCell = (cell: SheetCell) => cell === null || cell === undefined || cell === '';

// The ID-card dates of seed 000 §5, for resources that import them.
function checkIdcardDates(values: Record<string, unknown>, problems: Record<string, string>): void {
  if (problems.idcardStartDate || problems.idcardEndDate || problems.idcardTermStatus) return;
  const problem = checkIdCardDates({
    idcardStartDate: values.idcardStartDate as string | undefined,
    idcardEndDate: values.idcardEndDate as string | undefined,
    idcardTermStatus: values.idcardTermStatus as number | undefined,
  });
  if (problem)
    problems[problem === MESSAGES.idcardEndRequired ? 'idcardEndDate' : 'idcardStartDate'] = problem;
}

/** One data row: each field read and checked; a field without a column is checked as empty. */
export function checkImportRow(
  fields: readonly ResourceField[],
  header: ImportHeader,
  row: readonly SheetCell[],
  rowNumber: number,
): CheckedImportRow {
  const values: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const index = header.columns[field.key];
    const reading = index === undefined ? { value: undefined } : readImportCell(field, row[index]);
    const problem = 'problem' in reading ? reading.problem : checkImportValue(field, reading.value);
    if ('value' in reading && reading.value !== undefined) values[field.key] = reading.value;
    if (problem) problems[field.key] = problem;
  }
  if (fields.some((field) => field.key === 'idcardStartDate')) checkIdcardDates(values, problems);
  return { rowNumber, values, problems };
}

const uniqueText = (value: unknown) => String(value).trim().toUpperCase();

/** A whole sheet: the header, every non-empty row, and unique fields repeated inside the file. */
export function checkImportSheet(
  fields: readonly ResourceField[],
  sheet: readonly (readonly SheetCell[])[],
): CheckedImportSheet {
  const header = readImportHeader(fields, sheet[0] ?? []);
  const rows: CheckedImportRow[] = [];
  const seen = new Map<string, Map<string, number>>();
  sheet.slice(1).forEach((row, index) => {
    if (row.every(isEmptyCell)) return;
    const checked = checkImportRow(fields, header, row, index + 2);
    for (const field of fields) {
      const value = checked.values[field.key];
      if (!field.unique || value === undefined || checked.problems[field.key]) continue;
      const firstRows = seen.get(field.key) ?? new Map<string, number>();
      seen.set(field.key, firstRows);
      const first = firstRows.get(uniqueText(value));
      if (first) checked.problems[field.key] = duplicateInFileMessage(field, first);
      else firstRows.set(uniqueText(value), checked.rowNumber);
    }
    rows.push(checked);
  });
  return { header, rows };
}
