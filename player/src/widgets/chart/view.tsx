/** @jsxImportSource preact */
import type { ChartOption, ChartPropValue } from '@site/shared-schema';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { EChart } from '../../charts/EChart';
import { LiveSeries } from '../../charts/LiveSeries';
import {
  buildEChartsOption,
  chartDataFromSource,
  liveValue,
  type PreparedChart,
  seriesList,
  seriesType,
} from '../../charts/option';
import { t } from '../../i18n';
import { num } from '../../stage/style';
import { chartWorker } from '../../worker/client';
import { ErrorBox, LoadingBox } from '../states';
import type { WidgetViewProps } from '../types';

/** How long a live series keeps its points. */
export const LIVE_WINDOW_MS = 10 * 60_000;

/**
 * VChart: a bar, line or scatter chart in the seed's option shape, drawn by ECharts (loaded only when
 * a screen has a chart). Data: the option's own `xAxis.data` and `series.data`, or a data source's
 * answer (see chartDataFromSource). Coercion and downsampling of long series run in the chart worker.
 * A line chart whose data source repeats and answers one number is a live time series: each answer
 * is a point, the last ten minutes are drawn with uPlot.
 */
export default function ChartView({ component, source }: WidgetViewProps) {
  const value = (component.propValue ?? {}) as Partial<ChartPropValue>;
  const option = value.option ?? {};
  const list = seriesList(option);
  const firstType = seriesType(list[0]?.type);
  const repeating = component.request?.series === true;
  const live = repeating && firstType === 'line' ? liveValue(source?.data) : null;
  if (
    repeating &&
    firstType === 'line' &&
    (live !== null || (source?.loading && source.data === undefined))
  ) {
    return <LiveChart component={component} value={live} at={source?.updatedAt ?? null} />;
  }
  return <StaticChart component={component} source={source} />;
}

function textStyle(component: WidgetViewProps['component']) {
  const color =
    typeof component.style.color === 'string' && component.style.color ? component.style.color : '';
  return { color, fontSize: num(component.style.fontSize, 14) };
}

const NO_OPTION: ChartOption = {};

function StaticChart({ component, source }: WidgetViewProps) {
  const value = (component.propValue ?? {}) as Partial<ChartPropValue>;
  // A stable object when the option is missing, so effects keyed on it do not loop.
  const option = value.option ?? NO_OPTION;
  const fromSource = useMemo(() => chartDataFromSource(source?.data), [source?.data]);
  const [prepared, setPrepared] = useState<PreparedChart | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inherited = useRef<HTMLDivElement>(null);
  const text = textStyle(component);
  const [color, setColor] = useState(text.color || '#ffffff');

  useEffect(() => {
    // Text colour: the widget's, else the one inherited from the canvas.
    if (text.color) setColor(text.color);
    else if (inherited.current && typeof getComputedStyle === 'function')
      setColor(getComputedStyle(inherited.current).color || '#ffffff');
  }, [text.color]);

  useEffect(() => {
    let alive = true;
    const list = seriesList(option);
    const categories = fromSource?.categories ?? (Array.isArray(option.xAxis?.data) ? option.xAxis.data : []);
    const seriesData = list.length ? list : [{ type: 'bar', data: [] }];
    const wanted = fromSource?.series?.length
      ? fromSource.series
      : seriesData.map((item) => (Array.isArray(item.data) ? item.data : []));
    chartWorker()
      .then((worker) =>
        Promise.all(
          wanted.map((values, index) =>
            worker.prepareSeries(categories, values, 2000).then((result) => ({
              index,
              result,
            })),
          ),
        ),
      )
      .then((results) => {
        if (!alive) return;
        setPrepared({
          categories: results[0]?.result.categories ?? [],
          series: results.map(({ index, result }) => ({
            name: String(seriesData[index]?.name ?? seriesData[0]?.name ?? ''),
            type: seriesType(seriesData[index]?.type ?? seriesData[0]?.type),
            values: result.values,
          })),
        });
        setError(null);
      })
      .catch(
        (reason: unknown) => alive && setError(reason instanceof Error ? reason.message : String(reason)),
      );
    return () => {
      alive = false;
    };
  }, [option, fromSource]);

  const echartsOption = useMemo(
    () => (prepared ? buildEChartsOption(option, prepared, { color, fontSize: text.fontSize }) : null),
    [prepared, option, color, text.fontSize],
  );
  if (error) return <ErrorBox title={t('chart.dataFailed')} detail={error} />;
  return (
    <div ref={inherited} style={{ width: '100%', height: '100%', position: 'relative' }}>
      {echartsOption ? <EChart option={echartsOption} /> : <LoadingBox />}
    </div>
  );
}

function LiveChart({
  component,
  value,
  at,
}: {
  component: WidgetViewProps['component'];
  value: number | null;
  at: number | null;
}) {
  const option = ((component.propValue ?? {}) as Partial<ChartPropValue>).option ?? {};
  const [series, setSeries] = useState<{ x: number[]; y: number[] }>({ x: [], y: [] });
  const text = textStyle(component);
  useEffect(() => {
    if (value === null || at === null) return;
    let alive = true;
    chartWorker()
      .then((worker) => worker.appendWindow(series, [[at, value]], LIVE_WINDOW_MS, 2000))
      .then((next) => alive && setSeries(next))
      .catch(() => {});
    return () => {
      alive = false;
    };
    // Each answer (a new `at`) appends one point.
  }, [at, value]);
  if (!series.x.length) return <LoadingBox />;
  const name = String(seriesList(option)[0]?.name ?? '');
  return (
    <LiveSeries
      x={series.x.map((ms) => ms / 1000)}
      lines={[{ label: name || t('chart.value'), values: series.y }]}
      title={option.title?.show !== false && option.title?.text ? String(option.title.text) : undefined}
      color={text.color || '#ffffff'}
      fontSize={text.fontSize}
    />
  );
}
