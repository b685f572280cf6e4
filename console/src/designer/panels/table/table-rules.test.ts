import { describe, expect, it } from 'vitest';
import { addColumn, addRow, deleteColumn, deleteRow, isInside, setCell } from './table-rules';

describe('table grid rules', () => {
  it('adds a row as wide as the first row', () => {
    expect(addRow([['a', 'b', 'c']])).toEqual([
      ['a', 'b', 'c'],
      ['', '', ''],
    ]);
  });

  it('adds a row of one cell to an empty table', () => {
    expect(addRow([])).toEqual([['']]);
  });

  it('adds a column to every row', () => {
    expect(addColumn([['a'], ['b']])).toEqual([
      ['a', ''],
      ['b', ''],
    ]);
    expect(addColumn([])).toEqual([['']]);
  });

  it('deletes the selected row or column', () => {
    const data = [
      ['a', 'b'],
      ['c', 'd'],
    ];
    expect(deleteRow(data, 0)).toEqual([['c', 'd']]);
    expect(deleteColumn(data, 1)).toEqual([['a'], ['c']]);
    expect(deleteColumn([['a'], ['b']], 0)).toEqual([]);
  });

  it('edits one cell and keeps the other rows as they were', () => {
    const data = [['a', 'b'], ['c']];
    const next = setCell(data, { row: 0, col: 1 }, 'x');
    expect(next).toEqual([['a', 'x'], ['c']]);
    expect(next[1]).toBe(data[1]);
  });

  it('tells whether a selection still lies inside the grid', () => {
    expect(isInside([['a']], { row: 0, col: 0 })).toBe(true);
    expect(isInside([['a']], { row: 1, col: 0 })).toBe(false);
    expect(isInside([['a']], null)).toBe(false);
  });
});
