import { Alert, Button, DatePicker, Form, Input, Message, Typography } from '@arco-design/web-react';
import {
  COMPANY_EXTEND_FIELDS,
  type CompanyAgreementExtend,
  type CompanyExtendKey,
  type CompanyExtendParams,
  checkCompanyExtend,
} from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftNotice } from '../../../resource/DraftNotice';
import { useFormDraft } from '../../../resource/form-draft';
import { showRefusal } from '../../../resource/refusal';
import { saveCompanyExtend } from './contractor-calls';

const KEYS = COMPANY_EXTEND_FIELDS.map((field) => field.key);
const DATES = new Set<CompanyExtendKey>(['entryDate', 'exitDate']);

/** The draft of one agreement's parameters of a company (form-draft.ts). */
export const EXTEND_DRAFT = 'company-extend';
export const extendDraftId = (extend: CompanyAgreementExtend) =>
  `${extend.companyId}-${extend.agreementCode}`;

const valuesOf = (form: Record<string, unknown>): CompanyExtendParams =>
  Object.fromEntries(KEYS.map((key) => [key, String(form[key] ?? '').trim()])) as CompanyExtendParams;

/**
 * One agreement's parameters of a company: checked as they are left (the same check as the server's),
 * a refusal of the server shown beside its field with everything typed kept, and a save that got no
 * decision kept as a draft.
 */
export function ExtendForm({
  projectId,
  extend,
  onSaved,
  onEdited,
}: {
  projectId: string;
  extend: CompanyAgreementExtend;
  onSaved(all: CompanyAgreementExtend[]): void;
  /** Told when the form first differs from what is saved, and again (false) once it is saved. */
  onEdited(edited: boolean): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { draft, keepIfUndecided, drop } = useFormDraft<CompanyExtendParams>(
    EXTEND_DRAFT,
    extendDraftId(extend),
  );

  /** Shows the first problem of the values beside its field, in the user's language. */
  const check = () => {
    const problem = checkCompanyExtend(valuesOf(form.getFieldsValue()));
    form.setFields(Object.fromEntries(KEYS.map((key) => [key, { error: undefined }])));
    if (problem) {
      const message = t(`contractorPage.problems.${problem.kind}`, {
        label: t(`contractorPage.fields.${problem.field}`),
      });
      form.setFields({ [problem.field]: { error: { message } } });
    }
    return problem;
  };

  const save = async () => {
    if (check()) return;
    setSaving(true);
    setFormError(undefined);
    const values = valuesOf(form.getFieldsValue());
    try {
      const target = { projectId, companyId: extend.companyId, agreementCode: extend.agreementCode };
      const answer = await saveCompanyExtend(target, values);
      drop();
      onEdited(false);
      Message.success(answer.message);
      onSaved(answer.data);
    } catch (error) {
      keepIfUndecided(error, values);
      setFormError(showRefusal(error, form, KEYS));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={draft ? { ...extend, ...draft } : extend}
      onValuesChange={(changed) => {
        onEdited(true);
        // Dates are checked once chosen; texts when left.
        if (Object.keys(changed).some((key) => DATES.has(key as CompanyExtendKey))) check();
      }}
      data-testid={`extend-form-${extend.agreementCode}`}
    >
      <DraftNotice shown={Boolean(draft)} />
      {formError && <Alert type="error" content={formError} style={{ marginBottom: 12 }} />}
      {KEYS.map((key) => (
        <Form.Item
          key={key}
          field={key}
          label={t(`contractorPage.fields.${key}`)}
          data-testid={`extend-${key}`}
        >
          {DATES.has(key) ? <DatePicker style={{ width: '100%' }} /> : <Input allowClear onBlur={check} />}
        </Form.Item>
      ))}
      <Typography.Paragraph type="secondary">
        {extend.updateTime
          ? t('contractorPage.savedAt', { time: extend.updateTime })
          : t('contractorPage.neverSaved')}
      </Typography.Paragraph>
      <Button type="primary" loading={saving} onClick={save} data-testid="extend-save">
        {t('contractorPage.save')}
      </Button>
    </Form>
  );
}
