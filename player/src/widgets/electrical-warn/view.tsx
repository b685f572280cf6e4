/** @jsxImportSource preact */
import type { ComponentStyle } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { language, t } from '../../i18n';
import type { AsyncChartWorker } from '../../worker/client';
import type { ElectricalSeries, WarningKind } from '../../worker/electrical';
import { ElectricalPanel } from '../shared/ElectricalPanel';
import { SeriesChart } from '../shared/SeriesChart';
import { useWorkerJob } from '../shared/worker-job';
import { EmptyBox, ErrorBox, LoadingBox } from '../states';
import type { WidgetViewProps } from '../types';

const count = (worker: AsyncChartWorker, data: unknown) => worker.warningCounts(data);

/** The counts with their kinds named in the wall's language. */
const named = (counts: ElectricalSeries): ElectricalSeries => ({
  ...counts,
  categories: counts.categories.map((kind) => t(`electrical.warn.${kind as WarningKind}`)),
});

/**
 * ElectricalWarn (用电告警): today's or this month's warnings by kind — temperature, overload, power
 * interruption, low and high voltage (tCount, otCount, vLCount, lVCount, hVCount).
 */
export default function ElectricalWarnView({ component }: WidgetViewProps) {
  return (
    <ElectricalPanel component={component}>
      {(data) => <WarningChart data={data} style={component.style} />}
    </ElectricalPanel>
  );
}

function WarningChart({ data, style }: { data: unknown; style: Partial<ComponentStyle> }) {
  const { result, error } = useWorkerJob(count, data);
  const lang = language.value;
  // The kinds' names follow the language; the chart is set again only when they or the counts change.
  const series = useMemo(() => (result ? named(result) : null), [result, lang]);
  if (error) return <ErrorBox title={t('chart.dataFailed')} detail={error} />;
  if (result === undefined) return <LoadingBox />;
  if (series === null) return <EmptyBox text={t('electrical.noWarnings')} />;
  return (
    <SeriesChart
      series={series}
      name={t('electrical.warnings')}
      type="bar"
      colour="#ff7875"
      unit={t('unit.times')}
      style={style}
    />
  );
}
