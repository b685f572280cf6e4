import { useEffect, useRef } from 'react';
import type { ECharts, EChartsCoreOption } from './echarts';

interface Props {
  option: EChartsCoreOption;
  height?: number;
  testId?: string;
}

/** One ECharts instance in a box: loaded on first draw, redrawn when the option changes, resized with the box. */
export function Chart({ option, height = 280, testId }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void import('./echarts').then(({ init }) => {
      if (disposed) return;
      const instance = init(element, null, { renderer: 'canvas' });
      chart.current = instance;
      instance.setOption(latest.current, true);
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(element);
      }
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={host} style={{ width: '100%', height }} data-testid={testId} />;
}
