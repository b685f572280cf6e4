/** @jsxImportSource preact */
import type { ComponentStyle } from '@site/shared-schema';
import { t } from '../../i18n';
import type { AsyncChartWorker } from '../../worker/client';
import { deviceFonts, Metric, reading } from '../shared/DeviceCard';
import { ElectricalPanel } from '../shared/ElectricalPanel';
import { SeriesChart } from '../shared/SeriesChart';
import { useWorkerJob } from '../shared/worker-job';
import { ErrorBox, LoadingBox } from '../states';
import type { WidgetViewProps } from '../types';

const total = (worker: AsyncChartWorker, data: unknown) => worker.electricalTotals(data);

/**
 * ElectricalStatistics (用电统计): total electricity and leakage of today or of the month, and the
 * electricity of each area (areaDataMap), largest first.
 */
export default function ElectricalStatisticsView({ component }: WidgetViewProps) {
  return (
    <ElectricalPanel component={component}>
      {(data) => <Statistics data={data} style={component.style} />}
    </ElectricalPanel>
  );
}

function Statistics({ data, style }: { data: unknown; style: Partial<ComponentStyle> }) {
  const { result, error } = useWorkerJob(total, data);
  if (error) return <ErrorBox title={t('chart.dataFailed')} detail={error} />;
  if (!result) return <LoadingBox />;
  const valueSize = deviceFonts(style).value;
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column', gap: '6px' }}>
      <div
        style={{
          flex: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '6px',
        }}
      >
        <Metric
          label={t('electrical.totalElectricity')}
          value={reading(result.electricity)}
          unit="kWh"
          valueSize={valueSize}
        />
        <Metric
          label={t('electrical.totalLeakage')}
          value={reading(result.leakage)}
          unit="mA"
          valueSize={valueSize}
        />
      </div>
      <div style={{ flex: '1 1 auto', minHeight: 0 }}>
        <SeriesChart
          series={result.areas}
          name={t('electrical.areaElectricity')}
          type="bar"
          colour="#5ad8a6"
          unit="kWh"
          style={style}
          emptyText={t('electrical.noAreaData')}
        />
      </div>
    </div>
  );
}
