import { DatePicker, Form, Input, InputNumber, Select, Switch } from '@arco-design/web-react';
import { DATE_FORMAT, DATE_TIME_FORMAT, type ResourceField } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from './ImageUpload';
import { type OptionScope, useFieldOptions } from './options';

/** What Form.Item hands its control. */
export interface ControlProps {
  /** The element id the item's label points at. */
  id?: string;
  value?: unknown;
  onChange?(value: unknown): void;
  onBlur?(): void;
}

export interface FieldControlProps extends ControlProps {
  field: ResourceField;
  scope: OptionScope;
  /** The translated label, for the placeholder. */
  label: string;
  /** A search form's control: a date becomes a range, and selects clear. */
  search?: boolean;
}

/** A team select lists the teams of the company chosen in the same form (seed 000 §4). */
function OptionSelect({ id, field, scope, label, search, value, onChange, onBlur }: FieldControlProps) {
  const { form } = Form.useFormContext();
  const companyId = Form.useWatch('companyId', form) as string | undefined;
  const { options, loading } = useFieldOptions(field, { ...scope, companyId: companyId || undefined });
  return (
    <Select
      id={id}
      value={value as string | number | undefined}
      onChange={onChange}
      onBlur={onBlur}
      loading={loading}
      placeholder={label}
      allowClear
      showSearch
      style={search ? { width: 180 } : undefined}
    >
      {options.map((option) => (
        <Select.Option key={option.value} value={option.value}>
          {option.label}
        </Select.Option>
      ))}
    </Select>
  );
}

/** A date or date-time picker holding its text; closing the popup counts as leaving the field. */
function DateControl({ id, field, label, value, onChange, onBlur }: FieldControlProps) {
  const showTime = field.type === 'datetime';
  return (
    <DatePicker
      inputProps={{ id }}
      value={value as string | undefined}
      onChange={(text) => onChange?.(text || undefined)}
      onVisibleChange={(visible) => !visible && onBlur?.()}
      showTime={showTime}
      format={showTime ? DATE_TIME_FORMAT : DATE_FORMAT}
      placeholder={label}
      style={{ width: '100%' }}
    />
  );
}

/** The control of a field: by its type in the add/edit form, or as a filter in the search form. */
export function FieldControl(props: FieldControlProps) {
  const { t } = useTranslation();
  const { id, field, label, search, value, onChange, onBlur } = props;
  if (field.type === 'select') return <OptionSelect {...props} />;
  if (search && field.search === 'dateRange') {
    return (
      <DatePicker.RangePicker
        value={value as string[] | undefined}
        onChange={(texts) => onChange?.(texts?.length ? texts : undefined)}
        placeholder={[t('resource.startDate'), t('resource.endDate')]}
        style={{ width: 260 }}
      />
    );
  }
  switch (field.type) {
    case 'date':
    case 'datetime':
      return <DateControl {...props} />;
    case 'number':
      return (
        <InputNumber
          id={id}
          value={value as number | undefined}
          onChange={(number) => onChange?.(number)}
          onBlur={onBlur}
          placeholder={label}
          style={{ width: '100%' }}
        />
      );
    case 'switch':
      return <Switch id={id} checked={value === 1} onChange={(checked) => onChange?.(checked ? 1 : 0)} />;
    case 'image':
      return <ImageUpload value={value as string | undefined} onChange={onChange} />;
    case 'textarea':
      if (!search) {
        return (
          <Input.TextArea
            id={id}
            value={value as string | undefined}
            onChange={(text) => onChange?.(text)}
            onBlur={onBlur}
            placeholder={label}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        );
      }
      break;
  }
  return (
    <Input
      id={id}
      value={value as string | undefined}
      onChange={(text) => onChange?.(text)}
      onBlur={onBlur}
      placeholder={label}
      allowClear={search}
      style={search ? { width: 180 } : undefined}
    />
  );
}
