import { Tabs } from '@arco-design/web-react';
import {
  DATE_FORMAT,
  formatDateTime,
  LPR_ACCESS_RECORD_RESOURCE,
  LPR_STRANGE_RECORD_RESOURCE,
  LPR_THROUGH_RECORD_RESOURCE,
  LPR_THROUGH_STATISTICS_RESOURCE,
} from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../../api/resource-calls';
import { session } from '../../../app/store/session';
import { ResourcePage } from '../../../resource/ResourcePage';
import { RecordPhoto } from './RecordPhoto';
import { ThroughChart } from './ThroughChart';

const DAY_MS = 86_400_000;
/** The statistics open on the last 7 days, today included. */
const STATISTICS_DAYS = 7;

/** The tabs of passages, each a list with the photo column, opening on today by its time field. */
const PASSAGE_LISTS = [
  { tab: 'access', resource: LPR_ACCESS_RECORD_RESOURCE, range: 'recognitionTime' },
  { tab: 'through', resource: LPR_THROUGH_RECORD_RESOURCE, range: 'inTime' },
  { tab: 'stranger', resource: LPR_STRANGE_RECORD_RESOURCE, range: 'recognitionTime' },
] as const;

/** Hands the list's last search up to the page (the chart draws the same search). */
function SearchOf({ filters, onSearch }: { filters: Row; onSearch(filters: Row): void }) {
  const searched = JSON.stringify(filters);
  useEffect(() => onSearch(JSON.parse(searched)), [searched, onSearch]);
  return null;
}

/**
 * lpr-record (seed 000 §2 vehicle-manage, cSiteLprRecordManager): passages counted per day and plate
 * colour with a chart, every passage, entries paired with their exits, and the passages of plates not on
 * the whitelist; each searched and exported as a task of the task centre. The photo of a record is the
 * camera's, or one the server draws.
 */
export default function LprRecordPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  // The lists open on today's passages (reset brings today back; clearing the range lists every day): a
  // gate records thousands a day, and today's are the ones looked for.
  const opening = useMemo(() => {
    const now = Date.now();
    const today = formatDateTime(now, DATE_FORMAT);
    const weekStart = formatDateTime(now - (STATISTICS_DAYS - 1) * DAY_MS, DATE_FORMAT);
    return {
      recognitionTime: { recognitionTime: [today, today] },
      inTime: { inTime: [today, today] },
      statDate: { statDate: [weekStart, today] },
    };
  }, []);
  const [chartFilters, setChartFilters] = useState<Row | null>(null);

  const columns = useMemo(
    () => ({
      photoUrl: {
        width: 84,
        render: (_: unknown, row: Row) => (
          <RecordPhoto projectId={projectId} recordId={String(row.recordId)} alt={String(row.licensePlate)} />
        ),
      },
    }),
    [projectId],
  );

  return (
    <Tabs defaultActiveTab="statistics" destroyOnHide data-testid="lpr-record-tabs">
      <Tabs.TabPane key="statistics" title={t('lprRecord.tabs.statistics')}>
        {chartFilters && <ThroughChart projectId={projectId} filters={chartFilters} />}
        <ResourcePage
          resource={LPR_THROUGH_STATISTICS_RESOURCE}
          initialSearch={opening.statDate}
          toolbar={(list) => <SearchOf filters={list.filters} onSearch={setChartFilters} />}
        />
      </Tabs.TabPane>
      {PASSAGE_LISTS.map(({ tab, resource, range }) => (
        <Tabs.TabPane key={tab} title={t(`lprRecord.tabs.${tab}`)}>
          <ResourcePage resource={resource} initialSearch={opening[range]} columns={columns} />
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
}
