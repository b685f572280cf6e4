import { ColorPicker, Form, Input, InputNumber, Select, Switch } from '@arco-design/web-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberOf } from '../../model';
import type { Bound } from './bind';

interface FieldProps<T> {
  label: ReactNode;
  bound: Bound<T>;
}

/** A labelled row of the panel; `error` shows under its control. */
export function Row({ label, children, error }: { label: ReactNode; children: ReactNode; error?: string }) {
  return (
    <Form.Item
      label={label}
      className="designer-panel-row"
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      {children}
    </Form.Item>
  );
}

export function NumberField({
  label,
  bound,
  min,
  max,
  step,
  suffix,
}: FieldProps<unknown> & { min?: number; max?: number; step?: number; suffix?: ReactNode }) {
  return (
    <Row label={label}>
      <InputNumber
        value={numberOf(bound.value)}
        min={min}
        max={max}
        step={step}
        suffix={suffix}
        disabled={bound.disabled}
        onChange={(value) => bound.onChange(value ?? 0)}
        onBlur={bound.onBlur}
      />
    </Row>
  );
}

export function TextField({ label, bound, placeholder }: FieldProps<unknown> & { placeholder?: string }) {
  return (
    <Row label={label}>
      <Input
        value={typeof bound.value === 'string' ? bound.value : ''}
        placeholder={placeholder}
        disabled={bound.disabled}
        onChange={(value) => bound.onChange(value)}
        onBlur={bound.onBlur}
      />
    </Row>
  );
}

export function TextAreaField({ label, bound }: FieldProps<unknown>) {
  return (
    <Row label={label}>
      <Input.TextArea
        value={typeof bound.value === 'string' ? bound.value : ''}
        autoSize={{ minRows: 2, maxRows: 8 }}
        disabled={bound.disabled}
        onChange={(value) => bound.onChange(value)}
        onBlur={bound.onBlur}
      />
    </Row>
  );
}

export interface Choice<V> {
  value: V;
  label: ReactNode;
}

/** A pick among fixed choices: every choice is a whole step. */
export function SelectField<V extends string | number>({
  label,
  bound,
  options,
  placeholder,
}: FieldProps<unknown> & { options: readonly Choice<V>[]; placeholder?: string }) {
  return (
    <Row label={label}>
      <Select
        value={bound.value as V | undefined}
        placeholder={placeholder}
        disabled={bound.disabled}
        onChange={(value: V) => {
          bound.onChange(value);
          bound.onBlur();
        }}
      >
        {options.map((option) => (
          <Select.Option key={String(option.value)} value={option.value}>
            {option.label}
          </Select.Option>
        ))}
      </Select>
    </Row>
  );
}

export function SwitchField({ label, bound }: FieldProps<unknown>) {
  return (
    <Row label={label}>
      <Switch
        checked={bound.value === true}
        disabled={bound.disabled}
        onChange={(checked) => {
          bound.onChange(checked);
          bound.onBlur();
        }}
      />
    </Row>
  );
}

/** Whether CSS draws a typed value of the property (empty: the widget's own): a style takes only those. */
function drawable(property: 'color' | 'background', text: string): boolean {
  if (text === '') return true;
  const { style } = document.createElement('i');
  style[property] = text;
  return style[property] !== '';
}

/**
 * A colour with alpha: the text can be typed (or cleared for "none"; a background may be a gradient too),
 * the swatch opens a picker. Dragging in the picker is one step, ended when the picker closes. Typed text
 * CSS cannot draw stays in the field, marked, and the widget keeps what it had: the canvas, the saved
 * screen and the wall never disagree.
 */
export function ColorField({
  label,
  bound,
  property = 'color',
}: FieldProps<unknown> & { property?: 'color' | 'background' }) {
  const { t } = useTranslation();
  const stored = typeof bound.value === 'string' ? bound.value : '';
  const [typed, setTyped] = useState<string>();
  const text = typed ?? stored;
  const take = (value: string) => {
    const colour = value.trim();
    const drawn = drawable(property, colour);
    setTyped(drawn ? undefined : value);
    if (drawn) bound.onChange(colour);
  };
  return (
    <Row label={label} error={typed === undefined ? undefined : t('designer.panel.colourInvalid')}>
      <Input
        value={text}
        allowClear
        disabled={bound.disabled}
        onChange={take}
        onBlur={bound.onBlur}
        addBefore={
          <ColorPicker
            size="mini"
            format="rgb"
            value={stored}
            disabled={bound.disabled}
            onChange={(value) => {
              if (typeof value === 'string') take(value);
            }}
            onVisibleChange={(visible) => {
              if (!visible) bound.onBlur();
            }}
          />
        }
      />
    </Row>
  );
}
