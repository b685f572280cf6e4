import { BASIC_PANELS, defineWidget } from '../define';

/** A configurable chart (bar, scatter, line) with static data edited in the chart panel. */
export const vChart = defineWidget({
  type: 'VChart',
  label: '图表',
  palette: 'charts',
  attrPanel: 'chart',
  size: { width: 640, height: 400 },
  defaultStyle: { rotate: 0, opacity: 1, borderRadius: '' },
  defaultPropValue: {
    chart: 'VChart',
    option: {
      title: { show: true, text: '图表' },
      tooltip: { show: true },
      legend: { show: true },
      xAxis: { show: true, data: ['一月', '二月', '三月', '四月', '五月'] },
      yAxis: { show: true },
      series: { type: 'bar', name: '数量', data: [12, 20, 15, 8, 17] },
    },
  },
  propKind: 'chart',
  resizable: true,
  panels: [...BASIC_PANELS, 'chart', 'dataSource'],
  dataCalls: [],
});
