/** @jsxImportSource preact */
import type { ComponentStyle } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import type { SeriesType } from '../../charts/option';
import { t } from '../../i18n';
import type { AsyncChartWorker } from '../../worker/client';
import type { ElectricalMeasure, ElectricalTab } from '../../worker/electrical';
import { ErrorBox, LoadingBox } from '../states';
import { SeriesChart } from './SeriesChart';
import { useWorkerJob } from './worker-job';

interface Input {
  data: unknown;
  tab: ElectricalTab;
  measure: ElectricalMeasure;
}

const shape = (worker: AsyncChartWorker, { data, tab, measure }: Input) =>
  worker.electricalSeries(data, tab, measure);

interface Props extends Input {
  name: string;
  type: SeriesType;
  colour: string;
  unit: string;
  style: Partial<ComponentStyle>;
}

/** Electricity or leakage over the hours of today or the days of the month, shaped in the chart worker. */
export function ElectricalMeasureChart({ data, tab, measure, ...chart }: Props) {
  const input = useMemo(() => ({ data, tab, measure }), [data, tab, measure]);
  const { result, error } = useWorkerJob(shape, input);
  if (error) return <ErrorBox title={t('chart.dataFailed')} detail={error} />;
  if (!result) return <LoadingBox />;
  const emptyText = t(tab === 'day' ? 'electrical.noDataToday' : 'electrical.noDataMonth');
  return <SeriesChart series={result} emptyText={emptyText} {...chart} />;
}
