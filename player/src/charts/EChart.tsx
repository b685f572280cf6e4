/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import { useRuntime } from '../runtime/context';
import { canvasPixelRatio } from '../stage/scale';
import { ErrorBox } from '../widgets/states';
import type { ECharts } from './echarts';

/** Seed 001 §9: chart redraw debounce. */
export const CHART_REDRAW_DEBOUNCE_MS = 300;

export const loadECharts = () => import('./echarts');

interface Props {
  option: Record<string, unknown> | null;
}

/**
 * One ECharts instance in a box. It draws at devicePixelRatio × stage scale, so it is sharp on a wall
 * and cheap on a small display; a change of that ratio re-creates the instance (ECharts fixes it at
 * init). Resizes are debounced; the instance is disposed on unmount.
 */
export function EChart({ option }: Props) {
  const { scale } = useRuntime();
  const stageScale = scale.value;
  const ratio = canvasPixelRatio(typeof window === 'undefined' ? 1 : window.devicePixelRatio, {
    scaleX: stageScale,
    scaleY: stageScale,
  });
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;
  // The option last drawn, as JSON: an equal option re-made by a re-render is not drawn again (a full
  // setOption rebuilds every element of the chart).
  const drawn = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    loadECharts().then(
      ({ init }) => {
        if (disposed) return;
        try {
          const instance = init(host, null, { devicePixelRatio: ratio, renderer: 'canvas' });
          chart.current = instance;
          if (latest.current) {
            instance.setOption(latest.current, true);
            drawn.current = JSON.stringify(latest.current);
          }
          if (typeof ResizeObserver !== 'undefined') {
            observer = new ResizeObserver(() => {
              if (timer) clearTimeout(timer);
              timer = setTimeout(() => instance.resize(), CHART_REDRAW_DEBOUNCE_MS);
            });
            observer.observe(host);
          }
        } catch (reason) {
          setError(reason instanceof Error ? reason.message : String(reason));
        }
      },
      (reason: unknown) => {
        if (!disposed) setError(reason instanceof Error ? reason.message : t('chart.libraryFailed'));
      },
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      if (timer) clearTimeout(timer);
      chart.current?.dispose();
      chart.current = null;
      drawn.current = null;
    };
  }, [ratio]);

  useEffect(() => {
    if (!chart.current || !option) return;
    const json = JSON.stringify(option);
    if (json === drawn.current) return;
    chart.current.setOption(option, true);
    drawn.current = json;
  }, [option]);

  if (error) return <ErrorBox title={t('chart.failed')} detail={error} />;
  return <div ref={element} class="pw-echart" style={{ width: '100%', height: '100%' }} />;
}
