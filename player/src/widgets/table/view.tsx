/** @jsxImportSource preact */
import type { TablePropValue } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { contentStyle, textAlign, verticalAlign } from '../../stage/style';
import { plainText } from '../shared/plain-text';
import { EmptyBox } from '../states';
import type { WidgetViewProps } from '../types';

/**
 * Rows of a data-source answer: an array of arrays (first row = header), an array of objects (their
 * keys make the header), or `{ data: [[…]] }` / `{ records: [{…}] }`. Anything else: no rows.
 */
export function sourceRows(data: unknown): string[][] | null {
  let value = data;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    value = Array.isArray(record.data) ? record.data : Array.isArray(record.records) ? record.records : null;
  }
  if (!Array.isArray(value) || value.length === 0) return null;
  if (value.every(Array.isArray)) return (value as unknown[][]).map((row) => row.map(cell));
  if (value.every((row) => row && typeof row === 'object')) {
    const keys: string[] = [];
    for (const row of value as Record<string, unknown>[])
      for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
    return [keys, ...(value as Record<string, unknown>[]).map((row) => keys.map((key) => cell(row[key])))];
  }
  return null;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return plainText(String(value));
}

/**
 * VTable: the first row is the header (bold when `thBold`), the other rows the body (alternating
 * shade when `stripe`). Rows share the height; cells follow the common text style and alignment.
 */
export default function TableView({ component, source }: WidgetViewProps) {
  const value = (component.propValue ?? {}) as Partial<TablePropValue>;
  const fromSource = useMemo(() => sourceRows(source?.data), [source?.data]);
  const rows =
    fromSource ??
    (Array.isArray(value.data) ? value.data.map((row) => (Array.isArray(row) ? row.map(cell) : [])) : []);
  const style = component.style;
  if (!rows.length) return <EmptyBox />;
  const [head, ...body] = rows;
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const css = contentStyle(style);
  const align = textAlign(style.textAlign) ?? 'center';
  const vAlign = verticalAlign(style.verticalAlign);
  const cellAlign = vAlign === 'flex-start' ? 'top' : vAlign === 'flex-end' ? 'bottom' : 'middle';
  const border = '1px solid rgba(128, 128, 128, 0.35)';
  const cellCss = {
    border,
    padding: '2px 6px',
    textAlign: align,
    verticalAlign: cellAlign,
    overflow: 'hidden',
    wordBreak: 'break-word',
  } as const;
  const pad = (row: string[]) => [...row, ...Array.from({ length: columns - row.length }, () => '')];
  return (
    <div
      class="pw-table"
      style={{ width: '100%', height: '100%', overflow: 'hidden', boxSizing: 'border-box', ...css }}
    >
      <table
        style={{
          width: '100%',
          height: '100%',
          borderCollapse: 'collapse',
          tableLayout: 'fixed',
          font: 'inherit',
          color: 'inherit',
        }}
      >
        <thead>
          <tr>
            {pad(head).map((text, index) => (
              <th key={index} style={{ ...cellCss, fontWeight: value.thBold === false ? 'normal' : 'bold' }}>
                {text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, rowIndex) => (
            <tr
              key={rowIndex}
              style={
                value.stripe && rowIndex % 2 === 1 ? { background: 'rgba(128, 128, 128, 0.14)' } : undefined
              }
            >
              {pad(row).map((text, index) => (
                <td key={index} style={cellCss}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
