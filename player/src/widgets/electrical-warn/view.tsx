/** @jsxImportSource preact */
import type { ComponentStyle } from '@site/shared-schema';
import type { AsyncChartWorker } from '../../worker/client';
import { ElectricalPanel } from '../shared/ElectricalPanel';
import { SeriesChart } from '../shared/SeriesChart';
import { useWorkerJob } from '../shared/worker-job';
import { EmptyBox, ErrorBox, LoadingBox } from '../states';
import type { WidgetViewProps } from '../types';

const count = (worker: AsyncChartWorker, data: unknown) => worker.warningCounts(data);

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
  if (error) return <ErrorBox title="图表数据出错" detail={error} />;
  if (result === undefined) return <LoadingBox />;
  if (result === null) return <EmptyBox text="暂无告警数据" />;
  return <SeriesChart series={result} name="告警次数" type="bar" colour="#ff7875" unit="次" style={style} />;
}
