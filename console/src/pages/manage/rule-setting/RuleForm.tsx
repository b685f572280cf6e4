import { Button, Card, Form, InputNumber, Message, Spin, Switch } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { call, fetchData } from '../../../api/http';
import { showServerRefusal } from '../project-info/form-problems';
import { type RuleFormSpec, ruleBody, ruleValues } from './rule-forms';

/**
 * One form of the rule settings: it loads the stored values (or the defaults), checks each number
 * against its limits, and saves; a refusal shows beside its field and keeps
 * what was typed.
 */
export function RuleForm({ spec, projectId }: { spec: RuleFormSpec; projectId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const { data, mutate } = useSWR(['rule-form', spec.name, projectId], () =>
    fetchData<Record<string, unknown>>(spec.query, { projectId }),
  );
  const label = (key: string) => t(`ruleSetting.fields.${key}`);
  const keys = spec.fields.map((field) => field.key);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled when the stored values arrive.
  useEffect(() => {
    if (data) form.setFieldsValue(ruleValues(spec, data));
  }, [data]);

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    const body = ruleBody(spec, projectId, values);
    setSaving(true);
    try {
      const answer = await call<Record<string, unknown>>(spec.save, body);
      Message.success(answer.message);
      await mutate(answer.data, { revalidate: false });
    } catch (error) {
      showServerRefusal(error, form, keys, t);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t(`ruleSetting.forms.${spec.name}`)} data-testid={`rule-form-${spec.name}`}>
      {data ? (
        <Form form={form} layout="horizontal" labelCol={{ span: 12 }} wrapperCol={{ span: 12 }}>
          {spec.fields.map((field) =>
            field.kind === 'switch' ? (
              <Form.Item key={field.key} field={field.key} label={label(field.key)} triggerPropName="checked">
                <Switch data-testid={`rule-${field.key}`} />
              </Form.Item>
            ) : (
              <Form.Item
                key={field.key}
                field={field.key}
                label={label(field.key)}
                rules={[
                  {
                    required: true,
                    type: 'number',
                    min: field.limits?.min,
                    max: field.limits?.max,
                    message: t('ruleSetting.range', { ...field.limits }),
                  },
                ]}
              >
                <InputNumber
                  precision={field.kind === 'decimal' ? 1 : 0}
                  step={field.kind === 'decimal' ? 0.1 : 1}
                  suffix={field.unit && t(`ruleSetting.units.${field.unit}`)}
                  data-testid={`rule-${field.key}`}
                />
              </Form.Item>
            ),
          )}
          <Form.Item wrapperCol={{ offset: 12 }}>
            <Button type="primary" loading={saving} onClick={save} data-testid={`rule-save-${spec.name}`}>
              {t('ruleSetting.save')}
            </Button>
          </Form.Item>
        </Form>
      ) : (
        <Spin />
      )}
    </Card>
  );
}
