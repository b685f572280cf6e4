/** @jsxImportSource preact */
import type { ComponentStyle } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { EChart } from '../../charts/EChart';
import { buildEChartsOption, type SeriesType } from '../../charts/option';
import { num } from '../../stage/style';
import type { ElectricalSeries } from '../../worker/electrical';
import { EmptyBox } from '../states';

interface Props {
  series: ElectricalSeries;
  /** Series name in the tooltip. */
  name: string;
  type: SeriesType;
  /** Series colour, chosen per widget to read on a dark wall. */
  colour: string;
  /** Shown as the value axis name. */
  unit: string;
  style: Partial<ComponentStyle>;
  emptyText?: string;
}

/** One series drawn by ECharts (at devicePixelRatio × stage scale) in the widget's text colour and size. */
export function SeriesChart({ series, name, type, colour, unit, style, emptyText }: Props) {
  const color = typeof style.color === 'string' && style.color ? style.color : '#ffffff';
  const fontSize = num(style.fontSize, 14);
  const option = useMemo(() => {
    const base = buildEChartsOption(
      { title: { show: false }, legend: { show: false }, tooltip: { show: true } },
      { categories: series.categories, series: [{ name, type, values: series.values }] },
      { color, fontSize },
    );
    return {
      ...base,
      color: [colour],
      // Room above the plot for the unit, the value axis name.
      grid: { ...(base.grid as Record<string, unknown>), top: fontSize + 16 },
      yAxis: { ...(base.yAxis as Record<string, unknown>), name: unit, nameTextStyle: { color, fontSize } },
    };
  }, [series, name, type, colour, unit, color, fontSize]);
  if (!series.categories.length) return <EmptyBox text={emptyText} />;
  return <EChart option={option} />;
}
