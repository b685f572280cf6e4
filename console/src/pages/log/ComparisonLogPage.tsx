import { Tag } from '@arco-design/web-react';
import { FC_COMPARER_LOG_RESOURCE } from '@site/shared-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resource/ResourcePage';
import { defaultReportRange } from '../protocol-reporting-log/report-log-rules';

/**
 * /log/comparison-log (frontFcLogGetFcComparerLogPageList): what the face devices' comparers did with
 * each captured face — its best registered match, the similarity against the threshold, the result —
 * searched, previewed and exported as a task. Like the report log it opens on the last seven days: the
 * logs grow with every face a gate sees.
 */
export default function ComparisonLogPage() {
  const { t } = useTranslation();
  const lastWeek = useMemo(() => ({ recordTime: defaultReportRange() }), []);
  // The result as a tag: a match green, a failed comparison red.
  const columns = useMemo(
    () => ({
      compareResult: {
        render: (value: unknown) => (
          <Tag color={value === 1 ? 'green' : 'red'}>
            {t(`${FC_COMPARER_LOG_RESOURCE.name}.options.compareResult.${String(value)}`)}
          </Tag>
        ),
      },
    }),
    [t],
  );
  return <ResourcePage resource={FC_COMPARER_LOG_RESOURCE} initialSearch={lastWeek} columns={columns} />;
}
