import { isComponentOf, type ScreenComponent } from '@site/shared-schema';
import type { TFunction } from 'i18next';

/** The words a new widget shows until the user writes its own, in the user's language. */
export interface SampleTexts {
  notice: string;
  button: string;
  chartTitle: string;
  chartSeries: string;
  /** The chart's nth category (1-based): a month. */
  chartCategory(n: number): string;
  /** The table's nth column (1-based). */
  tableColumn(n: number): string;
}

/** The sample words of the designer's texts (`designer.samples`) in the language `t` speaks. */
export function sampleTexts(t: TFunction): SampleTexts {
  return {
    notice: t('designer.samples.notice'),
    button: t('designer.samples.button'),
    chartTitle: t('designer.samples.chartTitle'),
    chartSeries: t('designer.samples.chartSeries'),
    chartCategory: (n) => t(`designer.samples.month.${n}`),
    tableColumn: (n) => t('designer.samples.column', { n }),
  };
}

/**
 * A new component with its sample words in the user's language: the catalogue's are the original
 * product's Chinese (公告, 按钮, 列1, 一月…), which a designer working in English would have to retype.
 */
export function withSamples(component: ScreenComponent, samples: SampleTexts): ScreenComponent {
  if (isComponentOf(component, 'Notice')) return { ...component, propValue: samples.notice };
  if (isComponentOf(component, 'VButton')) return { ...component, propValue: samples.button };
  if (isComponentOf(component, 'VTable')) {
    const [header = [], ...rows] = component.propValue.data;
    const named = header.map((_, i) => samples.tableColumn(i + 1));
    return { ...component, propValue: { ...component.propValue, data: [named, ...rows] } };
  }
  if (isComponentOf(component, 'VChart')) {
    const { option } = component.propValue;
    const series = option.series;
    return {
      ...component,
      propValue: {
        ...component.propValue,
        option: {
          ...option,
          title: { ...option.title, text: samples.chartTitle },
          xAxis: { ...option.xAxis, data: option.xAxis?.data?.map((_, i) => samples.chartCategory(i + 1)) },
          series: series && !Array.isArray(series) ? { ...series, name: samples.chartSeries } : series,
        },
      },
    };
  }
  return component;
}
