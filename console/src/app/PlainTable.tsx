import '@arco-design/web-react/es/Table/style/index.css';
import { Empty, Spin } from '@arco-design/web-react';
import type { CSSProperties, ReactNode } from 'react';

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

interface PlainTableProps<T> {
  columns: PlainColumn<T>[];
  data: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  /** Shown in place of the rows when there are none; Arco's empty picture by default. */
  noDataElement?: ReactNode;
}

const FIRST = ' arco-table-col-first';
const aligned = (align: PlainColumn<unknown>['align']): CSSProperties | undefined =>
  align ? { textAlign: align } : undefined;

/**
 * Arco's small bordered Table, in its markup and styles, for a few read-only rows: no paging, sorting,
 * selection or fixed columns. Arco's own Table brings its pager and that pager's select, checkbox and
 * tag input, about 45 KB gzip that the dashboard, the page after login, paid for two short lists
 * (issue 18). Pages that list, page or select use Arco's.
 */
export function PlainTable<T>({ columns, data, rowKey, loading = false, noDataElement }: PlainTableProps<T>) {
  return (
    <div className="arco-table arco-table-size-small arco-table-border arco-table-hover">
      <Spin loading={loading} style={{ display: 'block' }}>
        <div className="arco-table-container">
          <div className="arco-table-content-scroll">
            <div className="arco-table-content-inner">
              <table>
                <colgroup>
                  {columns.map((column) => (
                    <col key={column.key} style={column.width ? { width: column.width } : undefined} />
                  ))}
                </colgroup>
                <thead>
                  <tr className="arco-table-tr">
                    {columns.map((column, index) => (
                      <th
                        key={column.key}
                        className={`arco-table-th${index === 0 ? FIRST : ''}`}
                        style={aligned(column.align)}
                      >
                        <div className="arco-table-th-item">
                          <span className="arco-table-th-item-title">{column.title}</span>
                        </div>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.length === 0 ? (
                    <tr className="arco-table-tr arco-table-empty-row">
                      <td className={`arco-table-td${FIRST}`} colSpan={columns.length}>
                        <div className="arco-table-no-data">{noDataElement ?? <Empty />}</div>
                      </td>
                    </tr>
                  ) : (
                    data.map((row) => (
                      <tr key={rowKey(row)} className="arco-table-tr">
                        {columns.map((column, index) => (
                          <td
                            key={column.key}
                            className={`arco-table-td${index === 0 ? FIRST : ''}`}
                            style={aligned(column.align)}
                          >
                            <div className="arco-table-cell">
                              <span className="arco-table-cell-wrap-value">{column.render(row)}</span>
                            </div>
                          </td>
                        ))}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </Spin>
    </div>
  );
}
