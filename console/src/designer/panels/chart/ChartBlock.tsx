import { Button, Select } from '@arco-design/web-react';
import {
  CHART_TYPES,
  type ChartOption,
  type ChartPropValue,
  type ScreenComponent,
} from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockProps, bindComponent, mergeKeyOf } from '../fields/bind';
import { Row, SwitchField, TextField } from '../fields/Fields';
import { ChartDataDialog } from './ChartDataDialog';
import { chartDataText, chartTypeOf, withChartData, withChartType } from './chart-data';

const chartOf = (component: ScreenComponent): ChartPropValue => {
  const value = component.propValue;
  return value && typeof value === 'object' && !Array.isArray(value) && 'option' in value
    ? (value as ChartPropValue)
    : { option: {} };
};

const withOption = (component: ScreenComponent, option: ChartOption): ScreenComponent => ({
  ...component,
  propValue: { ...chartOf(component), option },
});

type Part = 'title' | 'tooltip' | 'legend' | 'xAxis';

/** Chart: title, tooltip, legend, x axis, type, and its static data through the 数据修改 dialog. */
export function ChartBlock(props: BlockProps) {
  const { t } = useTranslation();
  const { store, component, disabled } = props;
  const [editing, setEditing] = useState(false);
  const option = chartOf(component).option;
  const part = <K extends 'show' | 'text'>(name: Part, key: K) =>
    bindComponent(
      props,
      `chart.${name}.${key}`,
      (current) => chartOf(current).option[name]?.[key],
      (current, value: unknown) => {
        const currentOption = chartOf(current).option;
        return withOption(current, { ...currentOption, [name]: { ...currentOption[name], [key]: value } });
      },
    );
  const change = (field: string, recipe: (option: ChartOption) => ChartOption) => {
    store.updateComponent(component.id, (current) => withOption(current, recipe(chartOf(current).option)), {
      mergeKey: mergeKeyOf(component.id, field),
    });
    store.commitStep();
  };

  return (
    <>
      <SwitchField label={t('designer.panel.chartTitleShow')} bound={part('title', 'show')} />
      <TextField label={t('designer.panel.chartTitle')} bound={part('title', 'text')} />
      <SwitchField label={t('designer.panel.chartTooltip')} bound={part('tooltip', 'show')} />
      <SwitchField label={t('designer.panel.chartLegend')} bound={part('legend', 'show')} />
      <SwitchField label={t('designer.panel.chartXAxis')} bound={part('xAxis', 'show')} />
      <Row label={t('designer.panel.chartType')}>
        <Select
          value={chartTypeOf(option)}
          disabled={disabled}
          onChange={(type: string) => change('chart.type', (current) => withChartType(current, type))}
        >
          {CHART_TYPES.map((type) => (
            <Select.Option key={type} value={type}>
              {t(`designer.panel.chartType_${type}`)}
            </Select.Option>
          ))}
        </Select>
      </Row>
      <div className="designer-panel-actions">
        <Button size="small" disabled={disabled} onClick={() => setEditing(true)}>
          {t('designer.panel.chartDataEdit')}
        </Button>
      </div>
      {editing && (
        <ChartDataDialog
          initialText={chartDataText(option)}
          onApply={(series, xAxis) =>
            change('chart.data', (current) => withChartData(current, series, xAxis))
          }
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
