import { Alert, Form, Input, InputNumber, Modal, Switch } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CommandField {
  key: string;
  kind: 'number' | 'switch' | 'text';
  min?: number;
  max?: number;
  /** Digits after the point (coordinates); whole numbers without. */
  precision?: number;
}

type Values = Record<string, unknown>;

/**
 * A command whose body is a small form (deviceSetting, protocolConfigSetting, locationCoordinateSetting):
 * the form starts from what the device last confirmed, the shared check of the command words any
 * problem before sending (the server checks the same), and the dialog stays open, with what was typed,
 * until the device has confirmed.
 */
export function CommandFormDialog({
  title,
  testId,
  fields,
  initialValues,
  check,
  send,
  onClose,
}: {
  title: string;
  testId: string;
  fields: readonly CommandField[];
  initialValues: Values;
  check(values: Values): string | null;
  /** Resolves true once the device confirmed. */
  send(values: Values): Promise<boolean>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const values = Object.fromEntries(
      fields.map(({ key, kind }) => {
        const value = form.getFieldValue(key);
        if (kind === 'switch') return [key, value ? 1 : 0];
        return [key, kind === 'text' ? String(value ?? '').trim() : value];
      }),
    );
    const found = check(values);
    setProblem(found);
    if (found) return;
    setSending(true);
    try {
      if (await send(values)) onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      visible
      title={title}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={sending}
      okText={t('faceDevice.send')}
      data-testid={testId}
    >
      <Form form={form} layout="vertical" initialValues={initialValues}>
        {fields.map((field) => (
          <Form.Item
            key={field.key}
            field={field.key}
            label={t(`faceDevice.form.${field.key}`)}
            triggerPropName={field.kind === 'switch' ? 'checked' : 'value'}
            data-testid={`command-${field.key}`}
          >
            {field.kind === 'switch' ? (
              <Switch />
            ) : field.kind === 'text' ? (
              <Input allowClear />
            ) : (
              <InputNumber min={field.min} max={field.max} precision={field.precision ?? 0} />
            )}
          </Form.Item>
        ))}
      </Form>
      {problem && <Alert type="error" content={problem} data-testid="command-problem" />}
    </Modal>
  );
}
