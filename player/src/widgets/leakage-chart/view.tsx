/** @jsxImportSource preact */

import { t } from '../../i18n';
import { ElectricalMeasureChart } from '../shared/ElectricalMeasureChart';
import { ElectricalPanel } from '../shared/ElectricalPanel';
import type { WidgetViewProps } from '../types';

/** LeakageChart (漏电监测): leakage current per hour of today or per day of the month, as a line. */
export default function LeakageChartView({ component }: WidgetViewProps) {
  return (
    <ElectricalPanel component={component}>
      {(data, tab) => (
        <ElectricalMeasureChart
          data={data}
          tab={tab}
          measure="leakage"
          name={t('electrical.leakage')}
          type="line"
          colour="#ffb74d"
          unit="mA"
          style={component.style}
        />
      )}
    </ElectricalPanel>
  );
}
