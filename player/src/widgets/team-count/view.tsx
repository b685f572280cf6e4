/** @jsxImportSource preact */
import type { TeamCountRow } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { widgetTitle } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { num } from '../../stage/style';
import { CallContent } from '../shared/CallContent';
import { CountList, type CountRow } from '../shared/CountList';
import { rowsOf, textOf } from '../shared/rows';
import { SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';

const TEAMS_CALL = catalogueCall('TeamCount', 'teamCounts');

/** TeamCount: people per team, largest team first; a long list scrolls itself. */
export default function TeamCountView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall(TEAMS_CALL, component);
  const rows = useMemo(
    () =>
      rowsOf<TeamCountRow>(call.data)
        .map<CountRow>((team, index) => ({
          key: textOf(team.teamId) || String(index),
          name: textOf(team.teamName),
          count: num(team.personCount),
        }))
        .sort((a, b) => b.count - a.count),
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
