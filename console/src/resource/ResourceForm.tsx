import { Form, type FormInstance, Grid } from '@arco-design/web-react';
import { asksToSelect, type FieldType, type ResourceField } from '@site/shared-schema';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../api/resource-calls';
import { type ControlProps, FieldControl } from './FieldControl';
import type { FormField, LabelOf } from './fields';
import type { OptionScope } from './options';
import { fieldProblem } from './problems';
import { teamFollowsCompany } from './team-follows-company';

/** A check of one field over the whole form (the ID-card dates); `watch` lists the fields that re-run it. */
export interface FormCheck {
  check(values: Row): string | null;
  watch: readonly string[];
}

/** What a page's own control of a field gets: the form's value and handlers, the form and the field. */
export interface CustomControlProps extends ControlProps {
  form: FormInstance<Row>;
  field: ResourceField;
  label: string;
}

/** What a page adds to the add/edit form of its resource. */
export interface FormExtras {
  checks?: Readonly<Record<string, FormCheck>>;
  controls?: Readonly<Record<string, (props: CustomControlProps) => ReactNode>>;
  /** A section of the page's own after the fields. */
  section?: (form: FormInstance<Row>) => ReactNode;
  /** What the page fills in from a change (the ID number's birth date and gender), told every change. */
  follow?: (changed: Row, form: FormInstance<Row>) => void;
}

// Seed 000 §5: fields are checked on blur; choices are checked as soon as they change too.
const TRIGGERS: Record<FieldType, string[]> = {
  text: ['onBlur'],
  textarea: ['onBlur'],
  number: ['onBlur'],
  date: ['onChange', 'onBlur'],
  datetime: ['onChange', 'onBlur'],
  select: ['onChange', 'onBlur'],
  switch: ['onChange'],
  image: ['onChange'],
};

const WIDE: readonly FieldType[] = ['textarea'];

/** Form.Item hands its value and handlers to its one child; this child hands them to the page's render. */
function CustomControl({
  render,
  ...props
}: CustomControlProps & { render: (props: CustomControlProps) => ReactNode }) {
  return <>{render(props)}</>;
}

export interface ResourceFormProps {
  scope: OptionScope;
  form: FormInstance<Row>;
  fields: readonly FormField[];
  /** The values the form opened with. */
  initial: Row;
  labelOf: LabelOf;
  extras?: FormExtras;
}

/**
 * The add/edit form of a resource: a control per field with the shared checks (required, pattern, length,
 * the seed's messages in the user's language) run when the field is left.
 */
export function ResourceForm({ scope, form, fields, initial, labelOf, extras = {} }: ResourceFormProps) {
  const { t } = useTranslation();
  const { checks = {}, controls = {}, section, follow } = extras;
  // Field ids unique in the page: the list's search bar (and other open tabs) name the same fields.
  const formId = useId();

  // A change re-checks the fields whose check reads it, once the user has been there.
  const recheck = (changed: Row) => {
    const stale = Object.entries(checks)
      .filter(
        ([key, { watch }]) => watch.some((name) => name in changed) && form.getTouchedFields().includes(key),
      )
      .map(([key]) => key);
    if (stale.length) void form.validate(stale).catch(() => undefined);
  };
  const followCompany = teamFollowsCompany(form);

  return (
    <Form
      id={formId}
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(changed) => {
        followCompany(changed);
        follow?.(changed, form);
        recheck(changed);
      }}
      data-testid="resource-form"
    >
      <Grid.Row gutter={16}>
        {fields.map(({ field, required }) => {
          const label = labelOf(field.key);
          const placeholder = t(asksToSelect(field) ? 'resource.rules.select' : 'resource.rules.enter', {
            label,
          });
          const check = checks[field.key];
          const render = controls[field.key];
          return (
            <Grid.Col key={field.key} span={WIDE.includes(field.type) ? 24 : 12}>
              <Form.Item
                field={field.key}
                label={label}
                required={required}
                validateTrigger={TRIGGERS[field.type]}
                data-testid={`form-${field.key}`}
                rules={[
                  {
                    validator: (value, callback) =>
                      callback(
                        fieldProblem(field, value, {
                          required,
                          label,
                          t,
                          initial: initial[field.key],
                          check: check && (() => check.check(form.getFieldsValue())),
                        }) ?? undefined,
                      ),
                  },
                ]}
              >
                {render ? (
                  <CustomControl render={render} form={form} field={field} label={label} />
                ) : (
                  <FieldControl field={field} scope={scope} label={placeholder} />
                )}
              </Form.Item>
            </Grid.Col>
          );
        })}
      </Grid.Row>
      {section?.(form)}
    </Form>
  );
}
