/**
 * ECharts, loaded only when a screen has a chart: echarts/core with just the bar, line and scatter
 * charts, the title, tooltip, legend and grid components and the canvas renderer (no full bundle).
 */
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type { ECharts, EChartsCoreOption } from 'echarts/core';
export const { init } = echarts;
