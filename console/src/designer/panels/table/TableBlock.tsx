import { Button, Message, Space } from '@arco-design/web-react';
import type { ScreenComponent, TablePropValue } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockProps, bindComponent, mergeKeyOf } from '../fields/bind';
import { SwitchField } from '../fields/Fields';
import {
  addColumn,
  addRow,
  type CellRef,
  type Cells,
  deleteColumn,
  deleteRow,
  isInside,
  setCell,
} from './table-rules';

/** The seed's message helper: an error toast of 1500 ms. */
const MESSAGE_MS = 1500;

const tableOf = (component: ScreenComponent): TablePropValue => {
  const value = component.propValue;
  return value && typeof value === 'object' && !Array.isArray(value) && Array.isArray(value.data)
    ? (value as TablePropValue)
    : { data: [], stripe: false, thBold: false };
};

/** Table: stripes, bold header and the cells (click selects, double-click edits, blur ends). */
export function TableBlock(props: BlockProps) {
  const { t } = useTranslation();
  const { store, component, disabled } = props;
  const [picked, setPicked] = useState<CellRef | null>(null);
  const [editing, setEditing] = useState<CellRef | null>(null);
  const data = tableOf(component).data;
  // An undo may shrink the grid under the selection.
  const selected = isInside(data, picked) ? picked : null;

  const writeCells = (field: string, recipe: (cells: Cells) => Cells, commit = true) => {
    store.updateComponent(
      component.id,
      (current) => {
        const table = tableOf(current);
        return { ...current, propValue: { ...table, data: recipe(table.data) } };
      },
      { mergeKey: mergeKeyOf(component.id, `table.${field}`) },
    );
    if (commit) store.commitStep();
  };
  const flag = (key: 'stripe' | 'thBold') =>
    bindComponent(
      props,
      `table.${key}`,
      (current) => tableOf(current)[key],
      (current, value: boolean) => ({ ...current, propValue: { ...tableOf(current), [key]: value } }),
    );
  const removeRow = () => {
    if (!selected)
      return void Message.error({
        content: t('designer.messages.selectRowToDelete'),
        duration: MESSAGE_MS,
      });
    writeCells('deleteRow', (cells) => deleteRow(cells, selected.row));
    setPicked(null);
  };
  const removeColumn = () => {
    if (!selected)
      return void Message.error({
        content: t('designer.messages.selectColumnToDelete'),
        duration: MESSAGE_MS,
      });
    writeCells('deleteColumn', (cells) => deleteColumn(cells, selected.col));
    setPicked(null);
  };
  const same = (a: CellRef | null, row: number, col: number) => a?.row === row && a.col === col;

  return (
    <>
      <SwitchField label={t('designer.panel.tableStripe')} bound={flag('stripe')} />
      <SwitchField label={t('designer.panel.tableBoldHeader')} bound={flag('thBold')} />
      <div className="designer-table-grid-wrap">
        <table className="designer-table-grid" aria-label={t('designer.panel.tableCells')}>
          <tbody>
            {data.map((cells, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the grid
              <tr key={row}>
                {cells.map((cell, col) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position in the row
                    key={col}
                    className={same(selected, row, col) ? 'is-selected' : undefined}
                    data-cell={`${row}-${col}`}
                    onClick={() => setPicked({ row, col })}
                    onDoubleClick={() => {
                      if (disabled) return;
                      setPicked({ row, col });
                      setEditing({ row, col });
                    }}
                  >
                    {same(editing, row, col) ? (
                      <input
                        autoFocus
                        value={cell}
                        onChange={(event) =>
                          writeCells(
                            `cell.${row}.${col}`,
                            (c) => setCell(c, { row, col }, event.target.value),
                            false,
                          )
                        }
                        onBlur={() => {
                          setEditing(null);
                          store.commitStep();
                        }}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter' || event.key === 'Escape') event.currentTarget.blur();
                        }}
                      />
                    ) : (
                      cell || '\u00a0'
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Space wrap size="mini" className="designer-panel-actions">
        <Button size="small" disabled={disabled} onClick={() => writeCells('addRow', addRow)}>
          {t('designer.panel.addRow')}
        </Button>
        <Button size="small" disabled={disabled} onClick={() => writeCells('addColumn', addColumn)}>
          {t('designer.panel.addColumn')}
        </Button>
        <Button size="small" disabled={disabled} onClick={removeRow}>
          {t('designer.panel.deleteRow')}
        </Button>
        <Button size="small" disabled={disabled} onClick={removeColumn}>
          {t('designer.panel.deleteColumn')}
        </Button>
      </Space>
    </>
  );
}
