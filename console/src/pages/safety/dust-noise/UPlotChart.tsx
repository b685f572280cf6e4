import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

export interface ChartLine {
  label: string;
  values: (number | null)[];
}

const PALETTE = ['#165dff', '#ff7d00', '#00b42a', '#f53f3f', '#722ed1', '#14c9c9', '#f7ba1e'];
const HEIGHT = 320;

/** uPlot and its stylesheet, loaded on first use: only the curves need them. */
const loadUPlot = () => Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);

/**
 * A time series drawn with uPlot: x in seconds, one line per reading. The plot is made again when the
 * lines change and fed new points otherwise, so a live curve does not flicker.
 */
export function UPlotChart({ x, lines }: { x: number[]; lines: ChartLine[] }) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const data = useRef<uPlot.AlignedData>([x]);
  data.current = [x, ...lines.map((line) => line.values)];
  const shape = lines.map((line) => line.label).join('|');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void loadUPlot().then(([{ default: UPlot }]) => {
      if (disposed) return;
      const labels = shape.split('|');
      plot.current = new UPlot(
        {
          width: Math.max(200, element.clientWidth),
          height: HEIGHT,
          scales: { x: { time: true } },
          series: [
            {},
            ...labels.map((label, i) => ({ label, stroke: PALETTE[i % PALETTE.length], width: 2 })),
          ],
        },
        data.current,
        element,
      );
      observer = new ResizeObserver(() =>
        plot.current?.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }),
      );
      observer.observe(element);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [shape]);

  useEffect(() => {
    plot.current?.setData(data.current);
  });

  return <div ref={host} data-testid="ycjz-curve-chart" />;
}
