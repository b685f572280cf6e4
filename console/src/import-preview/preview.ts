import { checkImportSheet, type ResourceField, type SheetCell, sheetCellText } from '@site/shared-schema';
import { readFirstSheet } from './read-workbook';

export interface PreviewColumn {
  key: string;
  label: string;
  required: boolean;
}

export interface PreviewRow {
  /** The row of the sheet (the header is row 1). */
  rowNumber: number;
  /** Field key → the cell as the sheet shows it. */
  cells: Record<string, string>;
  /** Field key → its problem; empty for a good row. */
  problems: Record<string, string>;
}

/** What the dialog shows of a chosen file before it is uploaded. */
export interface ImportPreview {
  columns: PreviewColumn[];
  rows: PreviewRow[];
  good: number;
  bad: number;
  unknownColumns: string[];
  /** Required fields without a column: the server refuses such a file as a whole. */
  missingRequiredColumns: string[];
  missingColumns: string[];
  duplicatedColumns: string[];
}

export type PreviewOutcome = { ok: true; preview: ImportPreview } | { ok: false; reason: 'unreadable' };

/** A read sheet checked as the server checks an import: each row with the shared field checks. */
export function previewSheet(
  fields: readonly ResourceField[],
  sheet: readonly (readonly SheetCell[])[],
): ImportPreview {
  const { header, rows } = checkImportSheet(fields, sheet);
  const previewRows = rows.map(({ rowNumber, problems }) => {
    const source = sheet[rowNumber - 1];
    const cells: Record<string, string> = {};
    for (const [key, index] of Object.entries(header.columns)) cells[key] = sheetCellText(source[index]);
    return { rowNumber, cells, problems };
  });
  const bad = previewRows.filter((row) => Object.keys(row.problems).length > 0).length;
  return {
    columns: fields.map(({ key, label, required }) => ({ key, label, required: Boolean(required) })),
    rows: previewRows,
    good: previewRows.length - bad,
    bad,
    unknownColumns: header.unknown,
    missingRequiredColumns: header.missing.filter((field) => field.required).map((field) => field.label),
    missingColumns: header.missing.filter((field) => !field.required).map((field) => field.label),
    duplicatedColumns: header.duplicated,
  };
}

/** Reads an .xlsx file and previews it; a file that is no readable .xlsx is said so, not thrown. */
export async function previewWorkbook(
  data: ArrayBuffer,
  fields: readonly ResourceField[],
): Promise<PreviewOutcome> {
  let sheet: SheetCell[][];
  try {
    sheet = await readFirstSheet(data);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, preview: previewSheet(fields, sheet) };
}

/** Everything the preview worker runs. */
export const previewApi = { previewWorkbook };
export type PreviewApi = typeof previewApi;
