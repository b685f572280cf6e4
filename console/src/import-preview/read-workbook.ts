import type { SheetCell } from '@site/shared-schema';
import { readSheet } from 'read-excel-file/universal';

/**
 * The first sheet of an .xlsx file as rows of cells. read-excel-file (fflate and a SAX parser, a few tens
 * of KB) rather than exceljs (about ten times that, built for writing too): the preview only reads. Its
 * `universal` entry takes an ArrayBuffer and starts no workers of its own, as it already runs in ours.
 */
export async function readFirstSheet(data: ArrayBuffer): Promise<SheetCell[][]> {
  const rows = await readSheet(data);
  return rows.map((row) => row.map((cell) => cell as SheetCell));
}
