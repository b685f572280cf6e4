import { Empty, Pagination, Spin, Timeline, Typography } from '@arco-design/web-react';
import type { ResourceDescription } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ResourceCalls } from '../api/resource-calls';
import { ChangeLine } from './ChangeLine';
import { showValue } from './columns';
import type { LabelOf } from './fields';
import { changedFields } from './history-changes';

const PAGE_SIZE = 10;

/** A record's entries of the operation log, newest first: who did what, and each changed field before → after. */
export function ResourceHistory({
  resource,
  calls,
  id,
  labelOf,
}: {
  resource: ResourceDescription;
  calls: Pick<ResourceCalls, 'history'>;
  id: string;
  labelOf: LabelOf;
}) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const { data, isLoading } = useSWR(['resource-history', resource.name, id, pageNumber], () =>
    calls.history(id, { pageNumber, pageSize: PAGE_SIZE }),
  );
  if (isLoading) return <Spin />;
  if (!data?.records.length) return <Empty description={t('resource.noHistory')} />;
  return (
    <div data-testid="resource-history">
      <Timeline>
        {data.records.map((entry) => (
          <Timeline.Item key={entry.logId} label={entry.createTime} data-testid="resource-history-entry">
            <Typography.Text bold>
              {t(`resource.operateTypes.${entry.operateType}`, { defaultValue: entry.operateTypeName })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              · {t('resource.operator')} {entry.userName}
            </Typography.Text>
            {changedFields(resource, entry).map((field) => (
              <ChangeLine
                key={field.key}
                entry={entry}
                label={labelOf(field.key)}
                before={entry.before && showValue(resource, field, entry.before, t)}
                after={entry.after && showValue(resource, field, entry.after, t)}
              />
            ))}
          </Timeline.Item>
        ))}
      </Timeline>
      {data.total > PAGE_SIZE && (
        <Pagination
          simple
          size="small"
          current={pageNumber}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={setPageNumber}
        />
      )}
    </div>
  );
}
