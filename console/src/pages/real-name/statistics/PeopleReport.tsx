import { Table, type TableColumnProps } from '@arco-design/web-react';
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { usePaging } from '../../../app/use-paging';
import { type PeopleFilter, PeopleSearch } from './PeopleSearch';
import { type Body, exportReport, listPage } from './statistics-calls';

interface Props<Row> {
  projectId: string;
  paths: { list: string; export: string };
  /** The view's period in the body (day, month, quarter or dates): a change reads the first page again. */
  period: Body;
  periodControls: ReactNode;
  columns: TableColumnProps<Row>[];
  testId: string;
  /** Wide grids scroll sideways. */
  scrollX?: number;
}

/**
 * A people view of the attendance report: its search form, one page of people at a time from the server
 * (paged by person), and the export of every listed person with the same filters.
 */
export function PeopleReport<Row extends { personId: string }>(props: Props<Row>) {
  const { projectId, paths, period, periodControls, columns, testId, scrollX } = props;
  const [filter, setFilter] = useState<PeopleFilter>({});
  const { page, searches, newSearch, pagination } = usePaging();
  // A new period starts at the first page again, with the same filters.
  const periodKey = JSON.stringify(period);
  const [shownPeriod, setShownPeriod] = useState(periodKey);
  if (shownPeriod !== periodKey) {
    setShownPeriod(periodKey);
    newSearch();
  }
  const body = { projectId, ...period, ...filter };
  const { data, isLoading } = useSWR(
    projectId ? [paths.list, JSON.stringify(body), page, searches] : null,
    () => listPage<Row>(paths.list, { ...body, ...page }),
  );
  return (
    <div className="attendance-view" data-testid={testId}>
      <PeopleSearch
        projectId={projectId}
        period={periodControls}
        testId={testId}
        onSearch={(next) => {
          setFilter(next);
          newSearch();
        }}
        onExport={() => exportReport(paths.export, body).catch(ignoreNotified)}
      />
      <Table<Row>
        rowKey="personId"
        size="small"
        border
        loading={isLoading}
        columns={columns}
        data={data?.records ?? []}
        scroll={scrollX ? { x: scrollX } : undefined}
        pagination={pagination(data?.total ?? 0)}
        data-testid={`${testId}-table`}
      />
    </div>
  );
}
