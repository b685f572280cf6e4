import { Alert, Form, Input, Modal } from '@arco-design/web-react';
import { checkLprPassword, type LprDeviceRow, type LprPasswordForm } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The camera's admin password: each field checked when left by the shared check (the server runs the
 * same), then sent to the camera; its refusal (a wrong current password) stays shown with what was typed.
 */
export function PasswordDialog({
  device,
  send,
  onClose,
}: {
  device: LprDeviceRow;
  /** Resolves once the camera changed it; rejects with its refusal. */
  send(form: LprPasswordForm): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LprPasswordForm>();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const problemAt = (field: keyof LprPasswordForm) => {
    const found = checkLprPassword(form.getFieldsValue() as Partial<LprPasswordForm>);
    return found?.field === field ? t(`lprDevicePage.password.problems.${found.problem}`) : undefined;
  };

  const submit = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSending(true);
    setRefusal(undefined);
    try {
      await send(values);
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      visible
      title={t('lprDevicePage.password.title', { name: device.deviceName })}
      onCancel={onClose}
      onOk={submit}
      okText={t('lprDevicePage.password.send')}
      confirmLoading={sending}
      data-testid="lpr-password-dialog"
    >
      <Form form={form} layout="vertical" validateTrigger="onBlur">
        {FIELDS.map((field) => (
          <Form.Item
            key={field}
            field={field}
            label={t(`lprDevicePage.password.${field}`)}
            extra={field === 'newPassword' ? t('lprDevicePage.password.hint') : undefined}
            required
            rules={[{ validator: (_value, callback) => callback(problemAt(field)) }]}
          >
            <Input.Password autoComplete="new-password" data-testid={`lpr-password-${field}`} />
          </Form.Item>
        ))}
      </Form>
      {refusal && <Alert type="error" content={refusal} data-testid="lpr-password-refusal" />}
    </Modal>
  );
}
