import { Button, Form, Input, Message, Modal } from '@arco-design/web-react';
import { checkConfirmPassword } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../api/user';
import { showRefusal } from '../../resource/refusal';
import { session } from '../store/session';

const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password (seed 000 §2, §5): login name read-only, masked fields, confirmation equal to the new one. */
export function ChangePasswordDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const userInfo = session.use((state) => state.userInfo);
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: PasswordValues) => {
    if (!userInfo) return;
    setSaving(true);
    try {
      Message.success(await updatePassword({ tenementUserId: userInfo.tenementUserId, ...values }));
      onClose();
    } catch (error) {
      showRefusal(error, form, PASSWORD_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  const required = (message: string) => [{ required: true, message }];
  return (
    <Modal title={t('password.title')} visible={visible} onCancel={onClose} footer={null} unmountOnExit>
      <Form form={form} layout="vertical" data-testid="password-form" onSubmit={save}>
        <Form.Item label={t('password.loginName')}>
          <Input value={userInfo?.loginName} readOnly data-testid="password-login-name" />
        </Form.Item>
        <Form.Item
          label={t('password.oldPassword')}
          field="oldPassword"
          rules={required(t('password.oldPasswordPlaceholder'))}
        >
          <Input.Password placeholder={t('password.oldPasswordPlaceholder')} data-testid="password-old" />
        </Form.Item>
        <Form.Item
          label={t('password.newPassword')}
          field="newPassword"
          rules={required(t('password.newPasswordPlaceholder'))}
        >
          <Input.Password placeholder={t('password.newPasswordPlaceholder')} data-testid="password-new" />
        </Form.Item>
        <Form.Item
          label={t('password.confirmPassword')}
          field="confirmPassword"
          dependencies={['newPassword']}
          required
          rules={[
            {
              validator: (value: string | undefined, callback) =>
                callback(checkConfirmPassword(form.getFieldValue('newPassword'), value) ?? undefined),
            },
          ]}
        >
          <Input.Password
            placeholder={t('password.confirmPasswordPlaceholder')}
            data-testid="password-confirm"
          />
        </Form.Item>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="password-submit">
            {t('common.confirm')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
