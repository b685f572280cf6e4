import { Card, Empty, Form, Table } from '@arco-design/web-react';
import type { ReportLogRecord } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { queryReportLogPage } from '../../api/report-log';
import type { PageProps } from '../../app/routing/route-types';
import { session } from '../../app/store/session';
import { usePaging } from '../../app/use-paging';
import { ListFilters, listColumns } from './list-fields';
import { REPORT_LOG_FIELDS, type ReportLogContext, type ReportLogLayout } from './report-log-fields';
import { buildReportLogQuery, defaultReportRange, type ReportLogFilters } from './report-log-rules';

/** The layout a route asks for with its params (`layoutType`, and `agreementCode` for layout 2). */
function layoutOf(params: PageProps['params']): ReportLogLayout {
  return params?.layoutType === 2 && params.agreementCode
    ? { layoutType: 2, agreementCode: String(params.agreementCode) }
    : { layoutType: 1 };
}

/** /log/protocol-reporting-log: the project's reports to its agreements' platforms (seed 001 §2). */
export default function ProtocolReportingLogPage({ params }: PageProps) {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId);
  const agreements = session.use((state) => state.agreementList);
  const layout = layoutOf(params);
  const ctx: ReportLogContext = { ...layout, t, agreements };
  const [form] = Form.useForm<ReportLogFilters>();
  // The range is fixed when the page opens, so a reset brings back the same seven days.
  const initialValues = useMemo<ReportLogFilters>(() => ({ createTime: defaultReportRange() }), []);
  const [filters, setFilters] = useState<ReportLogFilters>(initialValues);
  const { page, searches, newSearch, pagination } = usePaging();

  const fixed = layout.layoutType === 2 ? { agreementCode: layout.agreementCode } : {};
  const query = projectId ? buildReportLogQuery(projectId, { ...filters, ...fixed }, page) : undefined;
  const { data, isLoading } = useSWR(query ? ['report-log', query, searches] : null, () =>
    queryReportLogPage(query!),
  );

  const search = (values: ReportLogFilters) => {
    setFilters(values);
    newSearch();
  };

  return (
    <Card data-testid="report-log-page">
      <ListFilters
        fields={REPORT_LOG_FIELDS}
        ctx={ctx}
        form={form}
        initialValues={initialValues}
        onSearch={search}
      />
      <div data-testid="report-log-table" style={{ marginTop: 16 }}>
        <Table<ReportLogRecord>
          rowKey="logId"
          loading={isLoading}
          columns={listColumns(REPORT_LOG_FIELDS, ctx, t)}
          data={data?.records ?? []}
          noDataElement={<Empty description={t('reportLog.empty')} />}
          pagination={pagination(data?.total ?? 0)}
        />
      </div>
    </Card>
  );
}
