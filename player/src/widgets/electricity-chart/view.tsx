/** @jsxImportSource preact */

import { t } from '../../i18n';
import { ElectricalMeasureChart } from '../shared/ElectricalMeasureChart';
import { ElectricalPanel } from '../shared/ElectricalPanel';
import type { WidgetViewProps } from '../types';

/** ElectricityChart (用电情况): electricity per hour of today or per day of the month, as bars. */
export default function ElectricityChartView({ component }: WidgetViewProps) {
  return (
    <ElectricalPanel component={component}>
      {(data, tab) => (
        <ElectricalMeasureChart
          data={data}
          tab={tab}
          measure="electricity"
          name={t('electrical.electricity')}
          type="bar"
          colour="#3fd0ff"
          unit="kWh"
          style={component.style}
        />
      )}
    </ElectricalPanel>
  );
}
