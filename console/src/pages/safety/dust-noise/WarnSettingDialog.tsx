import { Alert, Form, InputNumber, Message, Modal } from '@arco-design/web-react';
import { YCJZ_WARN_KEYS, type YcjzWarnSetting } from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftNotice } from '../../../resource/DraftNotice';
import { formHoldsChanges, useDismissGuard } from '../../../resource/dismiss-guard';
import { useFormDraft } from '../../../resource/form-draft';
import { WARN_UNITS } from './readings';
import { updateWarnSetting } from './ycjz-calls';

interface Props {
  projectId: string;
  setting: YcjzWarnSetting | undefined;
  visible: boolean;
  onClose(): void;
  onSaved(setting: YcjzWarnSetting): void;
}

/**
 * The project's warning thresholds, one per reading; a refusal keeps what was typed, and a save that got
 * no decision keeps it as a draft (form-draft.ts) the dialog opens on next time.
 */
export function WarnSettingDialog({ projectId, setting, visible, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<YcjzWarnSetting>();
  const [saving, setSaving] = useState(false);
  const { draft, keepIfUndecided, drop } = useFormDraft<YcjzWarnSetting>('ycjz-warn-setting');

  useEffect(() => {
    if (visible && setting) form.setFieldsValue(draft ?? setting);
  }, [visible, setting, draft, form]);

  const close = () => {
    drop();
    onClose();
  };
  const dismissal = useDismissGuard(formHoldsChanges(form, draft), close);

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      onSaved(await updateWarnSetting(projectId, values));
      Message.success(t('dustNoise.warnSetting.saved'));
      close();
    } catch (error) {
      // The refusal is shown by the client; the form keeps its values.
      keepIfUndecided(error, values);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('dustNoise.warnSetting.title')}
      visible={visible}
      onOk={save}
      {...dismissal}
      confirmLoading={saving}
      unmountOnExit
    >
      <div data-testid="ycjz-warn-dialog">
        <Alert type="info" content={t('dustNoise.warnSetting.hint')} style={{ marginBottom: 16 }} />
        <DraftNotice shown={Boolean(draft)} />
        <Form form={form} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }}>
          {YCJZ_WARN_KEYS.map((key) => (
            <Form.Item
              key={key}
              field={key}
              data-testid={`ycjz-warn-${key}`}
              label={t(`dustNoise.warnSetting.fields.${key}`)}
              rules={[{ required: true, message: t('dustNoise.warnSetting.required') }]}
            >
              <InputNumber
                min={key === 'temperature' ? -50 : 0}
                precision={key === 'windLv' ? 0 : 1}
                suffix={WARN_UNITS[key] || undefined}
              />
            </Form.Item>
          ))}
        </Form>
      </div>
    </Modal>
  );
}
