/**
 * ECharts for the statistics pages, loaded only when one of them draws: the core with bar, line and pie
 * charts, their components and the canvas renderer (no full bundle).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type { ECharts, EChartsCoreOption } from 'echarts/core';
export const { init } = echarts;
