/** @jsxImportSource preact */
import type { AreaAttendanceRow } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { type TextKey, t, widgetTitle } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { num } from '../../stage/style';
import { AutoScroll } from '../shared/AutoScroll';
import { CallContent } from '../shared/CallContent';
import { rowsOf, textOf } from '../shared/rows';
import { ONE_LINE, SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';

const AREA_CALL = catalogueCall('AreaAttendance', 'areaAttendance');

/** Area, then the counts and the rate; numbers right-aligned so columns read down. */
const ROW = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.8fr) repeat(5, minmax(0, 1fr))',
  alignItems: 'center',
  gap: '0.4em',
  height: '2em',
  padding: '0 0.3em',
  textAlign: 'right',
} as const;
const HEADINGS: readonly TextKey[] = [
  'areaAttendance.total',
  'areaAttendance.onJob',
  'areaAttendance.entries',
  'areaAttendance.exits',
  'areaAttendance.rate',
];

/**
 * AreaAttendance: attendance live per area, one row per area under a fixed heading. The rows scroll
 * themselves when they do not fit: a step every 16 ms, a 1 s pause at the top and at the bottom.
 */
export default function AreaAttendanceView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall(AREA_CALL, component);
  const areas = useMemo(() => rowsOf<AreaAttendanceRow>(call.data), [call.data]);
  return (
    <SitePanel style={component.style} title={widgetTitle(component)}>
      <CallContent call={call} empty={areas.length === 0}>
        <div class="pw-area-attendance" style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <div style={{ ...ROW, flex: 'none', opacity: 0.6 }}>
            <span style={{ textAlign: 'left' }}>{t('areaAttendance.area')}</span>
            {HEADINGS.map((heading) => (
              <span key={heading} style={ONE_LINE}>
                {t(heading)}
              </span>
            ))}
          </div>
          <div style={{ flex: '1 1 auto', minHeight: 0 }}>
            <AutoScroll live={live}>
              {areas.map((area, index) => (
                <div
                  key={`${textOf(area.areaName)}-${index}`}
                  class="pw-area-row"
                  style={{
                    ...ROW,
                    fontVariantNumeric: 'tabular-nums',
                    background: index % 2 === 0 ? 'rgba(255,255,255,0.06)' : undefined,
                  }}
                >
                  <span style={{ ...ONE_LINE, textAlign: 'left' }}>{textOf(area.areaName)}</span>
                  {/* A number wider than its column is cut, never drawn over its neighbour's. */}
                  <span style={ONE_LINE}>{num(area.sumCount)}</span>
                  <span style={ONE_LINE}>{num(area.inJobCount)}</span>
                  <span style={ONE_LINE}>{num(area.inNum)}</span>
                  <span style={ONE_LINE}>{num(area.outNum)}</span>
                  <span style={ONE_LINE}>{Number(num(area.rate).toFixed(2))}%</span>
                </div>
              ))}
            </AutoScroll>
          </div>
        </div>
      </CallContent>
    </SitePanel>
  );
}
