import dayjs from 'dayjs';
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

const DAY_S = 86_400;

/**
 * Times in numbers, the same in every language: uPlot's own say "Time" and name months in English with
 * a 12-hour clock. A tick a month or more from the next shows its month, a day or more its day.
 */
const tickText = (seconds: number, step: number) =>
  dayjs.unix(seconds).format(step >= 28 * DAY_S ? 'YYYY-MM' : step >= DAY_S ? 'MM-DD' : 'HH:mm');

/**
 * A time series drawn with uPlot: x in seconds (named `xLabel` in the legend), one line per reading. The
 * plot is made again when the lines change and fed new points otherwise, so a live curve does not flicker.
 */
export function UPlotChart({ x, xLabel, lines }: { x: number[]; xLabel: string; lines: ChartLine[] }) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const data = useRef<uPlot.AlignedData>([x]);
  data.current = [x, ...lines.map((line) => line.values)];
  const shape = [xLabel, ...lines.map((line) => line.label)].join('|');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    void loadUPlot().then(([{ default: UPlot }]) => {
      if (disposed) return;
      const [timeLabel, ...labels] = shape.split('|');
      plot.current = new UPlot(
        {
          width: Math.max(200, element.clientWidth),
          height: HEIGHT,
          scales: { x: { time: true } },
          axes: [
            { values: (_plot, splits, _axis, _space, step) => splits.map((at) => tickText(at, step)) },
            {},
          ],
          series: [
            {
              label: timeLabel,
              value: (_plot, at) => (at == null ? '--' : dayjs.unix(at).format('YYYY-MM-DD HH:mm')),
            },
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
