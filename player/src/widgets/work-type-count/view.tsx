/** @jsxImportSource preact */
import type { WorkTypeCountRow } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { widgetTitle } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { aggregate } from '../../worker/functions';
import { CallContent } from '../shared/CallContent';
import { CountList } from '../shared/CountList';
import { rowsOf } from '../shared/rows';
import { SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';

const WORK_TYPES_CALL = catalogueCall('WorkTypeCount', 'workTypeCounts');

/**
 * WorkTypeCount: people per work type, largest first. The answer has a row per team and work type,
 * so a work type found in several teams is summed (a few dozen rows: done in place, not in the worker).
 */
export default function WorkTypeCountView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall(WORK_TYPES_CALL, component);
  const rows = useMemo(
    () =>
      aggregate(rowsOf<WorkTypeCountRow>(call.data), {
        groupBy: 'workTypeName',
        value: 'personCount',
        sort: 'value-desc',
      }).map((group) => ({ key: group.key, name: group.key, count: group.value })),
    [call.data],
  );
  return (
    <SitePanel style={component.style} title={widgetTitle(component)}>
      <CallContent call={call} empty={rows.length === 0}>
        <CountList rows={rows} live={live} />
      </CallContent>
    </SitePanel>
  );
}
