import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type PlainColumn, PlainTable } from './PlainTable';

interface Row {
  id: string;
  name: string;
  count: number;
}

const COLUMNS: PlainColumn<Row>[] = [
  { key: 'name', title: 'Name', render: (row) => row.name },
  { key: 'count', title: 'Count', align: 'right', width: 80, render: (row) => <b>{row.count}</b> },
];

const bodyRows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')];

describe('PlainTable', () => {
  afterEach(cleanup);

  it('draws a header and a row per item, each cell through its column', () => {
    const { container } = render(
      <PlainTable
        columns={COLUMNS}
        data={[
          { id: 'a', name: 'Crane', count: 2 },
          { id: 'b', name: 'Lift', count: 1 },
        ]}
        rowKey={(row) => row.id}
      />,
    );
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name', 'Count']);
    const rows = bodyRows(container);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Crane', '2'],
      ['Lift', '1'],
    ]);
    expect(rows[0].querySelector('b')?.textContent).toBe('2');
    expect(rows[0].querySelectorAll('td')[1].style.textAlign).toBe('right');
    expect((container.querySelectorAll('col')[1] as HTMLElement).style.width).toBe('80px');
  });

  it('shows what it is given in place of no rows, across every column', () => {
    const { container } = render(
      <PlainTable columns={COLUMNS} data={[]} rowKey={(row) => row.id} noDataElement="Nothing today" />,
    );
    const rows = bodyRows(container);
    expect(rows).toHaveLength(1);
    expect(rows[0].querySelector('td')?.colSpan).toBe(2);
    expect(rows[0].textContent).toBe('Nothing today');
  });

  it('keeps its rows under a spinner while loading', () => {
    const { container } = render(
      <PlainTable
        columns={COLUMNS}
        data={[{ id: 'a', name: 'Crane', count: 2 }]}
        rowKey={(row) => row.id}
        loading
      />,
    );
    expect(container.querySelector('.arco-spin-loading')).not.toBeNull();
    expect(bodyRows(container)).toHaveLength(1);
  });
});
