import { Form, InputNumber, Message, Modal, Switch } from '@arco-design/web-react';
import { type LprWhiteListRule, MAX_REMIND_DAYS } from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../api/envelope';
import { DraftNotice } from '../../resource/DraftNotice';
import { formHoldsChanges, useDismissGuard } from '../../resource/dismiss-guard';
import { useFormDraft } from '../../resource/form-draft';
import { saveWhiteListRule } from './white-list-calls';

interface RuleValues {
  strangerPass: boolean;
  expireRemindDays: number;
}

interface RuleDialogProps {
  projectId: string;
  rule: LprWhiteListRule;
  /** Whether the user may change it (the list's update code); otherwise the rule is shown read-only. */
  editable: boolean;
  onClose(saved: boolean): void;
}

/**
 * The project's whitelist rule: whether unknown plates may pass, and how early expiring entries are flagged.
 * A save that got no decision is kept as a draft (form-draft.ts) the dialog opens on next time.
 */
export function RuleDialog({ projectId, rule, editable, onClose }: RuleDialogProps) {
  const { t } = useTranslation();
  // The switch holds a boolean; the rule a 0/1 flag.
  const [form] = Form.useForm<RuleValues>();
  const [saving, setSaving] = useState(false);
  const { draft, keepIfUndecided, drop } = useFormDraft<RuleValues>('lpr-white-list-rule');

  useEffect(
    () =>
      form.setFieldsValue(
        draft ?? { strangerPass: rule.strangerPass === 1, expireRemindDays: rule.expireRemindDays },
      ),
    [form, rule, draft],
  );

  const close = (saved: boolean) => {
    drop();
    onClose(saved);
  };
  const dismissal = useDismissGuard(formHoldsChanges(form, draft), () => close(false));

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      Message.success(
        await saveWhiteListRule(projectId, {
          strangerPass: values.strangerPass ? 1 : 0,
          expireRemindDays: values.expireRemindDays,
        }),
      );
      close(true);
    } catch (error) {
      // A refusal has been shown; the dialog keeps what was typed.
      keepIfUndecided(error, values);
      ignoreNotified(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={t('vehicle.rule.title')}
      onOk={save}
      {...dismissal}
      confirmLoading={saving}
      okButtonProps={{ disabled: !editable, id: 'white-list-rule-save' }}
      className="white-list-rule"
    >
      <DraftNotice shown={Boolean(draft)} />
      <Form form={form} layout="vertical" disabled={!editable}>
        <Form.Item
          field="strangerPass"
          label={t('vehicle.rule.strangerPass')}
          extra={t('vehicle.rule.strangerPassHint')}
          triggerPropName="checked"
        >
          <Switch className="rule-stranger-pass" />
        </Form.Item>
        <Form.Item
          field="expireRemindDays"
          label={t('vehicle.rule.expireRemindDays')}
          extra={t('vehicle.rule.expireRemindDaysHint')}
          rules={[{ required: true, message: t('vehicle.rule.expireRemindDaysRequired') }]}
        >
          <InputNumber min={0} max={MAX_REMIND_DAYS} precision={0} className="rule-remind-days" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
