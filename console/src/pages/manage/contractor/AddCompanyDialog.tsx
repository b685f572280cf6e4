import { Alert, Form, Message, Modal, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DraftNotice } from '../../../resource/DraftNotice';
import { formHoldsChanges, useDismissGuard } from '../../../resource/dismiss-guard';
import { useFormDraft } from '../../../resource/form-draft';
import { showRefusal } from '../../../resource/refusal';
import { addProjectCompany, listCompanyChoices } from './contractor-calls';

const KEYS = ['companyId', 'companyTypeId'];

interface CompanyChoice {
  companyId: string;
  companyTypeId: string;
}

/**
 * Adds one of the org's companies to the project in a role; both are required, checked when chosen. An add
 * that got no decision is kept as a draft (form-draft.ts).
 */
export function AddCompanyDialog({
  projectId,
  onAdded,
  onClose,
}: {
  projectId: string;
  onAdded(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyChoice>();
  const { draft, keepIfUndecided, drop } = useFormDraft<CompanyChoice>('project-company');
  const close = () => {
    drop();
    onClose();
  };
  const dismissal = useDismissGuard(formHoldsChanges(form, draft), close);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { data, isLoading } = useSWR(['company-choices', projectId], () => listCompanyChoices(projectId));

  const submit = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    setFormError(undefined);
    try {
      const answer = await addProjectCompany(projectId, values.companyId, values.companyTypeId);
      drop();
      Message.success(answer.message);
      onAdded();
    } catch (error) {
      keepIfUndecided(error, values);
      setFormError(showRefusal(error, form, KEYS));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={t('contractorPage.addTitle')}
      onOk={submit}
      {...dismissal}
      confirmLoading={saving}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      data-testid="add-company-dialog"
    >
      <DraftNotice shown={Boolean(draft)} />
      {formError && <Alert type="error" content={formError} style={{ marginBottom: 12 }} />}
      {data && data.companies.length === 0 && (
        <Alert type="info" content={t('contractorPage.noMoreCompanies')} style={{ marginBottom: 12 }} />
      )}
      <Form form={form} layout="vertical" initialValues={draft} validateTrigger={['onChange', 'onBlur']}>
        <Form.Item
          field="companyId"
          label={t('contractorPage.companyName')}
          rules={[{ required: true, message: t('contractorPage.chooseCompany') }]}
          data-testid="add-company-companyId"
        >
          <Select loading={isLoading} showSearch placeholder={t('contractorPage.chooseCompany')}>
            {(data?.companies ?? []).map((company) => (
              <Select.Option key={company.companyId} value={company.companyId}>
                {company.companyName}
              </Select.Option>
            ))}
          </Select>
        </Form.Item>
        <Form.Item
          field="companyTypeId"
          label={t('contractorPage.companyType')}
          rules={[{ required: true, message: t('contractorPage.chooseType') }]}
          data-testid="add-company-companyTypeId"
        >
          <Select loading={isLoading} placeholder={t('contractorPage.chooseType')}>
            {(data?.companyTypes ?? []).map((type) => (
              <Select.Option key={type.dictionaryId} value={type.dictionaryId}>
                {type.dictionaryName}
              </Select.Option>
            ))}
          </Select>
        </Form.Item>
      </Form>
    </Modal>
  );
}
