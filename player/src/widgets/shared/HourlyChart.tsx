/** @jsxImportSource preact */
import type { ChartOption, ChartRow, DataCall, ScreenComponent } from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { EChart } from '../../charts/EChart';
import { buildEChartsOption, type PreparedChart, type SeriesType } from '../../charts/option';
import { useWidgetCall } from '../../data/catalogue';
import { language, type TextKey, t, widgetTitle } from '../../i18n';
import { num } from '../../stage/style';
import { chartWorker } from '../../worker/client';
import { ErrorBox, LoadingBox } from '../states';
import { CallContent } from './CallContent';
import { rowsOf } from './rows';
import { SitePanel } from './SitePanel';

export interface HourlyLine {
  field: keyof ChartRow;
  /** The series' name in the legend and tooltip. */
  name: TextKey;
  /** Reads well on the dark wall. */
  color: string;
}

interface Props {
  component: ScreenComponent;
  call: DataCall;
  type: SeriesType;
  lines: readonly HourlyLine[];
}

/** The widget's own title is the panel's; the chart keeps its legend, tooltip and hour axis. */
const OPTION: ChartOption = { title: { show: false }, legend: { show: true }, tooltip: { show: true } };

/** The prepared series with their names (text keys) in the wall's language. */
const named = (prepared: PreparedChart): PreparedChart => ({
  ...prepared,
  series: prepared.series.map((series) => ({ ...series, name: t(series.name as TextKey) })),
});

/**
 * An hourly chart of today's chart rows (001 §3 "Chart rows"): the rows are summed per hour over the
 * 24 hours in the chart worker; ECharts draws the chart at devicePixelRatio × stage scale, in the
 * widget's text colour and font size.
 */
export function HourlyChart({ component, call, type, lines }: Props) {
  const state = useWidgetCall(call, component);
  const rows = useMemo(() => rowsOf<ChartRow>(state.data), [state.data]);
  const [prepared, setPrepared] = useState<PreparedChart | null>(null);
  const [error, setError] = useState<string | null>(null);
  const style = component.style;
  const color = typeof style.color === 'string' && style.color ? style.color : '#ffffff';
  const fontSize = num(style.fontSize, 14);
  const lang = language.value;

  useEffect(() => {
    if (!rows.length) return;
    let alive = true;
    chartWorker()
      .then((worker) =>
        worker.hourlyTotals(
          rows,
          lines.map((line) => line.field),
        ),
      )
      .then((totals) => {
        if (!alive) return;
        setPrepared({
          categories: totals.categories,
          series: lines.map((line, index) => ({ name: line.name, type, values: totals.series[index] ?? [] })),
        });
        setError(null);
      })
      .catch(
        (reason: unknown) => alive && setError(reason instanceof Error ? reason.message : String(reason)),
      );
    return () => {
      alive = false;
    };
  }, [rows, lines, type]);

  const option = useMemo(
    () =>
      prepared
        ? {
            ...buildEChartsOption(OPTION, named(prepared), { color, fontSize }),
            color: lines.map((line) => line.color),
          }
        : null,
    // The series names follow the language.
    [prepared, color, fontSize, lines, lang],
  );
  return (
    <SitePanel style={style} title={widgetTitle(component)}>
      <CallContent call={state} empty={rows.length === 0}>
        {error ? (
          <ErrorBox title={t('chart.dataFailed')} detail={error} />
        ) : option ? (
          <EChart option={option} />
        ) : (
          <LoadingBox />
        )}
      </CallContent>
    </SitePanel>
  );
}
