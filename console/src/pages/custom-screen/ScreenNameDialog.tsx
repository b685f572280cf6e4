import { Button, Form, Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filledText } from '../../app/filled-text';
import { showRefusal } from '../../resource/refusal';

interface ScreenNameDialogProps {
  /** Undefined while closed. */
  title?: string;
  initialName?: string;
  /** Rejects when the server refuses: the dialog then stays open with the name typed, its problem beside it. */
  onSubmit: (screenName: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for a screen's name: used to add a screen and to rename one. */
export function ScreenNameDialog({ title, initialName, onSubmit, onClose }: ScreenNameDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ screenName: string }>();
  const [saving, setSaving] = useState(false);

  const save = async ({ screenName }: { screenName: string }) => {
    setSaving(true);
    try {
      await onSubmit(screenName.trim());
      onClose();
    } catch (error) {
      showRefusal(error, form, ['screenName']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={title} visible={Boolean(title)} onCancel={onClose} footer={null} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={{ screenName: initialName }} onSubmit={save}>
        <Form.Item
          label={t('customScreen.screenName')}
          field="screenName"
          required
          rules={[filledText(t('customScreen.screenNamePlaceholder'))]}
        >
          <Input
            placeholder={t('customScreen.screenNamePlaceholder')}
            maxLength={100}
            data-testid="screen-name-input"
          />
        </Form.Item>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="screen-name-submit">
            {t('common.confirm')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
