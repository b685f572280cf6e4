import { DatePicker, type FormInstance, Input, Select, type TableColumnProps } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../resource/SearchBar';

// One declaration per list page drives both its query form and its table. The report log's calls are not a
// resource's (businessId, startTime/endTime), so it keeps this small declaration and shares the resource
// block's query form (SearchBar).

export interface FilterOption {
  value: string | number;
  label: string;
}

export type FieldFilter<Ctx> =
  | { type: 'input' }
  | { type: 'select'; options: (ctx: Ctx) => FilterOption[] }
  | { type: 'dateRange' };

export interface ListField<Row, Ctx> {
  /** The form field of its filter. */
  key: string;
  /** i18n key of the filter label and the column title. */
  label: string;
  filter?: FieldFilter<Ctx>;
  /** The row value its column shows; without one the field is a filter only. */
  column?: keyof Row & string;
  render?: (row: Row, ctx: Ctx) => ReactNode;
  /** Whether the page's layout has the field (filter and column); always when absent. */
  shown?: (ctx: Ctx) => boolean;
}

const shownIn = <Row, Ctx>(fields: ListField<Row, Ctx>[], ctx: Ctx) =>
  fields.filter((field) => !field.shown || field.shown(ctx));

interface ControlProps<Ctx> {
  filter: FieldFilter<Ctx>;
  ctx: Ctx;
  label: string;
  /** value, onChange and the rest that Form.Item hands its child. */
  [formProp: string]: unknown;
}

function FilterControl<Ctx>({ filter, ctx, label, ...formProps }: ControlProps<Ctx>) {
  switch (filter.type) {
    case 'input':
      return <Input {...formProps} allowClear placeholder={label} style={{ width: 180 }} />;
    case 'select':
      return (
        <Select {...formProps} allowClear placeholder={label} style={{ width: 180 }}>
          {filter.options(ctx).map((option) => (
            <Select.Option key={option.value} value={option.value}>
              {option.label}
            </Select.Option>
          ))}
        </Select>
      );
    case 'dateRange':
      return <DatePicker.RangePicker {...formProps} style={{ width: 260 }} />;
  }
}

interface FiltersProps<Row, Values, Ctx> {
  fields: ListField<Row, Ctx>[];
  ctx: Ctx;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  onSearch(values: Values): void;
}

/** The query form of a list: a control per filter, then query and reset (reset restores the initial values). */
export function ListFilters<Row, Values, Ctx>({
  fields,
  ctx,
  form,
  initialValues,
  onSearch,
}: FiltersProps<Row, Values, Ctx>) {
  const { t } = useTranslation();
  const items = shownIn(fields, ctx).flatMap((field) =>
    field.filter
      ? [
          {
            key: field.key,
            label: t(field.label),
            control: <FilterControl filter={field.filter} ctx={ctx} label={t(field.label)} />,
          },
        ]
      : [],
  );
  return (
    <SearchBar
      items={items}
      form={form}
      initialValues={initialValues}
      onSearch={onSearch}
      testIds={{ prefix: 'list', itemPrefix: 'filter' }}
    />
  );
}

/** The table columns of a list's declaration, in its order. */
export function listColumns<Row, Ctx>(
  fields: ListField<Row, Ctx>[],
  ctx: Ctx,
  t: (key: string) => string,
): TableColumnProps<Row>[] {
  return shownIn(fields, ctx).flatMap((field) =>
    field.column
      ? [
          {
            title: t(field.label),
            dataIndex: field.column,
            render: field.render ? (_value: unknown, row: Row) => field.render?.(row, ctx) : undefined,
          },
        ]
      : [],
  );
}
