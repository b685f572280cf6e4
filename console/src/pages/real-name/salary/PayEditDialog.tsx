import { Alert, Form, Input, InputNumber, Message, Modal } from '@arco-design/web-react';
import {
  checkAdjustment,
  checkPayTotal,
  checkPieces,
  PERSON_SALARY_API,
  type PersonSalaryRow,
} from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ignoreNotified } from '../../../api/envelope';
import { fetchMessage } from '../../../api/http';
import { DraftNotice } from '../../../resource/DraftNotice';
import { formHoldsChanges, useDismissGuard } from '../../../resource/dismiss-guard';
import { useFormDraft } from '../../../resource/form-draft';
import { readRefusal } from '../../../resource/refusal';
import { localiseSalaryMessage } from './pay-messages';

const EDITABLE = ['pieces', 'adjustment', 'remark'] as const;

type PayValues = Partial<Record<(typeof EDITABLE)[number], unknown>>;

interface PayEditDialogProps {
  projectId: string;
  record: PersonSalaryRow;
  onClose(): void;
  onSaved(): void;
}

/**
 * The editable part of an unsettled pay row: pieces (piece-rate wages only), the adjustment (a deduction
 * is negative) and a remark. Checked on blur with the shared checks; a refusal of the server shows beside
 * its field or above the form, and everything typed stays, kept as a draft (form-draft.ts) when the save
 * got no decision.
 */
export function PayEditDialog({ projectId, record, onClose, onSaved }: PayEditDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PayValues>();
  const { draft, keepIfUndecided, drop } = useFormDraft<PayValues>('person-salary', record.payId);
  const close = () => {
    drop();
    onClose();
  };
  const dismissal = useDismissGuard(formHoldsChanges(form, draft), close);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const rules = (check: (value: unknown) => string | null) => [
    {
      validator: (value: unknown, callback: (message?: string) => void) => {
        const problem = check(value);
        callback(problem ? localiseSalaryMessage(problem, t) : undefined);
      },
    },
  ];

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    setRefusal(undefined);
    try {
      const message = await fetchMessage(PERSON_SALARY_API.update, {
        projectId,
        payId: record.payId,
        pieces: values.pieces ?? 0,
        adjustment: values.adjustment ?? 0,
        remark: String(values.remark ?? '').trim(),
      });
      drop();
      Message.success(message);
      onSaved();
    } catch (error) {
      keepIfUndecided(error, values);
      // A call that got no answer has been told by the client (toast, 500 page).
      if (!(error instanceof ApiError && error.kind === 'envelope')) return ignoreNotified(error);
      const problem = readRefusal(error.message, EDITABLE);
      const shown = localiseSalaryMessage(problem.message, t);
      if (problem.field) form.setFields({ [problem.field]: { error: { message: shown } } });
      else setRefusal(shown);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={t('salary.editTitle', { name: record.personName })}
      okText={t('salary.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={save}
      {...dismissal}
      data-testid="salary-edit-dialog"
    >
      <DraftNotice shown={Boolean(draft)} />
      {refusal && <Alert type="error" content={refusal} data-testid="salary-refusal" />}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          draft ?? { pieces: record.pieces, adjustment: record.adjustment, remark: record.remark }
        }
      >
        {record.wageMode === 'PIECE' && (
          <Form.Item
            field="pieces"
            data-testid="salary-item-pieces"
            label={t('personSalary.fields.pieces')}
            rules={rules(checkPieces)}
            validateTrigger="onBlur"
          >
            <InputNumber data-testid="salary-form-pieces" />
          </Form.Item>
        )}
        <Form.Item
          field="adjustment"
          data-testid="salary-item-adjustment"
          label={t('personSalary.fields.adjustment')}
          rules={rules(
            (value) => checkAdjustment(value) ?? checkPayTotal(record, form.getFieldValue('pieces'), value),
          )}
          validateTrigger="onBlur"
        >
          <InputNumber data-testid="salary-form-adjustment" />
        </Form.Item>
        <Form.Item field="remark" data-testid="salary-item-remark" label={t('personSalary.fields.remark')}>
          <Input.TextArea maxLength={200} data-testid="salary-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
