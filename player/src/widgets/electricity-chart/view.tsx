/** @jsxImportSource preact */
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
          name="用电量"
          type="bar"
          colour="#3fd0ff"
          unit="kWh"
          style={component.style}
        />
      )}
    </ElectricalPanel>
  );
}
