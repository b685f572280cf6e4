import { Button, Card, Empty, Form, Space, Table } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import type { OperateLogRecord } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  exportOperateLog,
  type OperateLogQuery,
  queryOperateLogModules,
  queryOperateLogPage,
} from '../../api/operate-log';
import { session } from '../../app/store/session';
import { usePaging } from '../../app/use-paging';
import { ListFilters, listColumns } from '../protocol-reporting-log/list-fields';
import { type DateRange, reportTimeRange } from '../protocol-reporting-log/report-log-rules';
import { type OperateLogContext, operateLogFields } from './operate-log-fields';

interface Filters {
  createTime?: DateRange | null;
  userName?: string;
  operateType?: string;
  module?: string;
  targetName?: string;
}

/** The call's filters of the form's values: names trimmed, the range from midnight to 23:59:59. */
const queryOf = (projectId: string, filters: Filters): OperateLogQuery => ({
  projectId,
  userName: filters.userName?.trim() || undefined,
  targetName: filters.targetName?.trim() || undefined,
  operateType: filters.operateType || undefined,
  module: filters.module || undefined,
  ...reportTimeRange(filters.createTime),
});

/**
 * /log/system-operation-log (frontSiteOperateLogListByProject): every write of the project — who, which
 * kind, which module and record, when, and each changed field before → after — searched, paged and
 * exported as a task of the task centre.
 */
export default function SystemOperationLogPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [exporting, setExporting] = useState(false);
  const { page, searches, newSearch, pagination } = usePaging();

  const { data: modules } = useSWR(projectId ? ['operate-log-modules', projectId] : null, () =>
    queryOperateLogModules(projectId!),
  );
  const query = projectId ? queryOf(projectId, filters) : undefined;
  const { data, isLoading } = useSWR(query ? ['operate-log', query, page, searches] : null, () =>
    queryOperateLogPage({ ...query!, ...page }),
  );
  const ctx: OperateLogContext = { t, modules: modules ?? [] };
  const fields = operateLogFields(ctx);

  const download = async () => {
    if (!query) return;
    setExporting(true);
    // A refusal is shown by the download helper; the button comes back either way.
    await exportOperateLog(query).catch(() => undefined);
    setExporting(false);
  };

  return (
    <Card data-testid="operate-log-page">
      <ListFilters
        fields={fields}
        ctx={ctx}
        form={form}
        initialValues={{}}
        onSearch={(values) => {
          setFilters(values);
          newSearch();
        }}
      />
      <Space style={{ margin: '16px 0' }}>
        <Button
          icon={<IconDownload />}
          loading={exporting}
          onClick={download}
          data-testid="operate-log-export"
        >
          {t('operateLog.export')}
        </Button>
      </Space>
      <div data-testid="operate-log-table">
        <Table<OperateLogRecord>
          rowKey="logId"
          loading={isLoading}
          columns={listColumns(fields, ctx, t)}
          data={data?.records ?? []}
          noDataElement={<Empty description={t('operateLog.empty')} />}
          pagination={pagination(data?.total ?? 0)}
        />
      </div>
    </Card>
  );
}
