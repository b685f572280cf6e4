/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type uPlot from 'uplot';
import { t } from '../i18n';
import { useRuntime } from '../runtime/context';
import { ErrorBox } from '../widgets/states';

export interface LiveSeriesProps {
  /** Times in seconds (uPlot's x unit), ascending. */
  x: number[];
  /** One array of values per line. */
  lines: { label: string; values: number[]; color?: string }[];
  title?: string;
  color?: string;
  fontSize?: number;
}

const PALETTE = ['#5ab1ef', '#ffb980', '#2ec7c9', '#d87a80', '#b6a2de', '#97b552'];

export const loadUPlot = () => import('./uplot');

/**
 * A live time series drawn with uPlot (loaded on first use). uPlot draws at window.devicePixelRatio
 * only, so on a scaled stage the plot is laid out at (size × stage scale) and counter-scaled by CSS:
 * its canvas then holds devicePixelRatio × scale pixels per stage pixel, sharp on a wall.
 */
export function LiveSeries({ x, lines, title, color = '#ffffff', fontSize = 12 }: LiveSeriesProps) {
  const { scale } = useRuntime();
  const s = Math.max(0.1, scale.value);
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shape = `${lines.length}|${lines.map((l) => l.label).join('|')}|${title ?? ''}|${color}|${fontSize}|${s}`;
  const data = useRef<uPlot.AlignedData>([x, ...lines.map((l) => l.values)]);
  data.current = [x, ...lines.map((l) => l.values)];

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    loadUPlot().then(
      ({ default: UPlot }) => {
        if (disposed) return;
        // uPlot's own units are the counter-scaled host's: every px size is multiplied by `s`.
        const size = () => ({
          width: Math.max(10, Math.round((element.parentElement?.clientWidth ?? 300) * s)),
          height: Math.max(10, Math.round((element.parentElement?.clientHeight ?? 150) * s)),
        });
        const font = `${Math.round(fontSize * s)}px sans-serif`;
        const grid = { stroke: 'rgba(128,128,128,0.25)', width: 1 };
        const ticks = { stroke: 'rgba(128,128,128,0.35)', size: 4 * s };
        const xAxis = {
          stroke: color,
          font,
          grid,
          ticks,
          space: fontSize * 6 * s,
          size: fontSize * 2.2 * s,
          gap: 4 * s,
        };
        const yAxis = {
          stroke: color,
          font,
          grid,
          ticks,
          space: fontSize * 2.5 * s,
          size: fontSize * 4 * s,
          gap: 4 * s,
        };
        const options: uPlot.Options = {
          ...size(),
          legend: { show: lines.length > 1 },
          cursor: { show: false },
          scales: { x: { time: true } },
          axes: [xAxis, yAxis],
          series: [
            {},
            ...lines.map((line, index) => ({
              label: line.label,
              stroke: line.color ?? PALETTE[index % PALETTE.length],
              width: 2 * s,
              points: { show: false },
            })),
          ],
        };
        try {
          plot.current = new UPlot(options, data.current, element);
          observer =
            typeof ResizeObserver === 'undefined'
              ? null
              : new ResizeObserver(() => plot.current?.setSize(size()));
          if (element.parentElement) observer?.observe(element.parentElement);
        } catch (reason) {
          setError(reason instanceof Error ? reason.message : String(reason));
        }
      },
      () => !disposed && setError(t('chart.libraryFailed')),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [shape]);

  useEffect(() => {
    plot.current?.setData(data.current);
  }, [x, lines]);

  if (error) return <ErrorBox title={t('chart.failed')} detail={error} />;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', color }}>
      {title ? (
        <div
          style={{
            flex: 'none',
            height: `${Math.round(fontSize * 1.6)}px`,
            lineHeight: `${Math.round(fontSize * 1.6)}px`,
            textAlign: 'center',
            fontSize: `${Math.round(fontSize * 1.25)}px`,
            fontWeight: 'bold',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </div>
      ) : null}
      <div style={{ flex: '1 1 auto', minHeight: 0, overflow: 'hidden', position: 'relative' }}>
        <div
          ref={host}
          class="pw-uplot"
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            transformOrigin: '0 0',
            transform: `scale(${1 / s})`,
          }}
        />
      </div>
    </div>
  );
}
