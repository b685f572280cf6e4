/** The editable grid of a table's propValue.data (rows of cells; the first row is the header). */
export type Cells = string[][];

export interface CellRef {
  row: number;
  col: number;
}

/** A new row as wide as the first row, or one cell when the table is empty (seed 001 §4). */
export function addRow(data: Cells): Cells {
  const width = data[0]?.length || 1;
  return [...data, Array.from({ length: width }, () => '')];
}

export function addColumn(data: Cells): Cells {
  if (data.length === 0) return [['']];
  return data.map((row) => [...row, '']);
}

export function deleteRow(data: Cells, row: number): Cells {
  return data.filter((_, i) => i !== row);
}

/** Removes a column; rows left without cells disappear with it. */
export function deleteColumn(data: Cells, col: number): Cells {
  return data.map((row) => row.filter((_, i) => i !== col)).filter((row) => row.length > 0);
}

export function setCell(data: Cells, { row, col }: CellRef, value: string): Cells {
  return data.map((cells, r) => (r === row ? cells.map((cell, c) => (c === col ? value : cell)) : cells));
}

/** Whether a remembered selection still points into the grid (after an undo, say). */
export function isInside(data: Cells, cell: CellRef | null): cell is CellRef {
  return cell !== null && cell.row < data.length && cell.col < (data[cell.row]?.length ?? 0);
}
