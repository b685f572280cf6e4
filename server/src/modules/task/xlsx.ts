import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { cellText } from './cell-text';

export interface SheetColumn {
  header: string;
  /** In characters; default 20. */
  width?: number;
}

const DEFAULT_WIDTH = 20;
/** Rows written between two turns of the event loop, so the zip stream drains as rows come. */
const ROWS_PER_TURN = 500;

/** Characters an XML file (and so a spreadsheet) cannot hold: control characters and lone surrogates. */
const UNWRITABLE = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

const writable = (value: string | number | null): string | number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value === null ? null : value.replace(UNWRITABLE, '');
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const workbookWriter = (path: string) =>
  new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });

function addSheet(workbook: ExcelJS.Workbook, sheetName: string, columns: SheetColumn[]) {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? DEFAULT_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * Streams rows into a new .xlsx file: each row is committed as it comes, so memory stays flat however
 * many rows there are. Strings stay strings (a leading = is text, never a formula). Answers the data rows
 * written.
 */
export async function writeXlsx(
  path: string,
  sheetName: string,
  columns: SheetColumn[],
  rows: AsyncIterable<(string | number | null)[]>,
): Promise<number> {
  const workbook = workbookWriter(path);
  const sheet = addSheet(workbook, sheetName, columns);
  sheet.getRow(1).commit();
  let count = 0;
  for await (const row of rows) {
    sheet.addRow(row.map(writable)).commit();
    count += 1;
    if (count % ROWS_PER_TURN === 0) await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/** An import template: the header row alone, bold, with the columns' widths. */
export async function templateXlsx(columns: SheetColumn[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, 'Sheet1', columns);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A row of the first sheet, keyed by the header text; row 1 (the first non-empty row) is the header. */
export interface XlsxRow {
  rowNumber: number;
  values: Record<string, string>;
}

/** The text of each cell of a row, by column number; empty cells are left out. */
function rowTexts(row: ExcelJS.Row): Map<number, string> {
  const texts = new Map<number, string>();
  row.eachCell((cell, column) => {
    const text = cellText(cell.value, cell.numFmt).trim();
    if (text !== '') texts.set(column, text);
  });
  return texts;
}

/**
 * The non-empty rows of the first sheet, streamed. Stopping early closes the file and removes the
 * scratch copy exceljs makes of a sheet stored before its shared strings (it removes it itself only at
 * the end of a full read).
 */
async function* sheetRows(path: string): AsyncGenerator<{ rowNumber: number; texts: Map<number, string> }> {
  for (let attempt = 1; ; attempt++) {
    let yielded = false;
    try {
      for await (const row of sheetRowsOnce(path)) {
        yielded = true;
        yield row;
      }
      return;
    } catch (error) {
      if (yielded || attempt === SHEET_LIST_ATTEMPTS || !missedSheetList(error)) throw error;
    }
  }
}

/**
 * exceljs's stream reader now and then misses the workbook part when it is the zip's last entry, as
 * exceljs writes it (about one read in 300 here under load), and fails on the sheet list it never got
 * (`this.model.sheets`) before any row: the file is read again.
 */
const SHEET_LIST_ATTEMPTS = 3;
const missedSheetList = (error: unknown) =>
  error instanceof TypeError && error.message.includes("reading 'sheets'");

async function* sheetRowsOnce(
  path: string,
): AsyncGenerator<{ rowNumber: number; texts: Map<number, string> }> {
  const input = createReadStream(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let scratch: { path?: unknown; destroy?(): void } | undefined;
  try {
    for await (const worksheet of workbook) {
      scratch = (worksheet as unknown as { iterator?: typeof scratch }).iterator;
      for await (const row of worksheet) {
        const texts = rowTexts(row);
        if (texts.size > 0) yield { rowNumber: row.number, texts };
      }
      return;
    }
  } finally {
    input.destroy();
    if (scratch && typeof scratch.path === 'string') {
      scratch.destroy?.();
      await rm(scratch.path, { force: true });
    }
  }
}

/**
 * The rows of the first sheet, streamed: memory does not grow with the file. Cells come as text (see
 * cellText), trimmed; empty rows are skipped; every header is a key of every row.
 */
export async function* readXlsx(path: string): AsyncGenerator<XlsxRow> {
  let header: Map<number, string> | undefined;
  for await (const { rowNumber, texts } of sheetRows(path)) {
    if (!header) {
      header = texts;
      continue;
    }
    const values: Record<string, string> = {};
    for (const [column, name] of header) values[name] ??= texts.get(column) ?? '';
    yield { rowNumber, values };
  }
}

/** The header texts of the first sheet, in column order ([] for an empty sheet). */
export async function readXlsxHeader(path: string): Promise<string[]> {
  for await (const { texts } of sheetRows(path)) return [...texts.values()];
  return [];
}
