import { Button, Form, Input, Message, Select } from '@arco-design/web-react';
import {
  AGREEMENT_PARAM_FIELDS,
  type AgreementParamScope,
  type AgreementParams,
  type AgreementScopeQuery,
} from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../api/envelope';
import { saveParams } from './agreement-calls';

interface Props {
  scope: AgreementScopeQuery;
  paramScope: AgreementParamScope;
  savePath: string;
  targetId: string;
  params: AgreementParams;
  onSaved: () => void;
}

/**
 * The extension parameters of one target as a form (addAndUpdateParamByProject). Patterns are checked on
 * blur; a required parameter may stay empty, the platform then refuses the upload and says why.
 */
export function ParamsForm({ scope, paramScope, savePath, targetId, params, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AgreementParams>();
  const [saving, setSaving] = useState(false);
  const submit = (values: AgreementParams) => {
    setSaving(true);
    const sent = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? '']));
    saveParams(savePath, scope, targetId, sent)
      .then((message) => {
        Message.success(message);
        onSaved();
      }, ignoreNotified)
      .finally(() => setSaving(false));
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={params}
      onSubmit={submit}
      data-testid={`zqxy-params-${paramScope}`}
      style={{ maxWidth: 520 }}
    >
      {AGREEMENT_PARAM_FIELDS[paramScope].map((field) => (
        <Form.Item
          key={field.key}
          field={field.key}
          data-testid={`zqxy-param-${field.key}`}
          label={t(`zqxy.params.${field.key}`)}
          extra={field.required ? t('zqxy.params.neededForUpload') : undefined}
          validateTrigger="onBlur"
          rules={
            field.pattern
              ? [{ match: new RegExp(field.pattern.source), message: field.pattern.message }]
              : undefined
          }
        >
          {field.options ? (
            <Select allowClear>
              {field.options.map((option) => (
                <Select.Option key={option.value} value={option.value}>
                  {t(`zqxy.params.options.${field.key}.${option.value}`)}
                </Select.Option>
              ))}
            </Select>
          ) : (
            <Input allowClear maxLength={200} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          data-testid={`zqxy-params-${paramScope}-save`}
        >
          {t('zqxy.params.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
