import { Button, Form, Message, Modal } from '@arco-design/web-react';
import { MESSAGES, PERSON_RESOURCE, type PersonType, type ResourceField } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../api/envelope';
import type { Row } from '../../api/resource-calls';
import { FieldControl } from '../../resource/FieldControl';
import { localiseMessage } from '../../resource/problems';
import { teamFollowsCompany } from '../../resource/team-follows-company';
import { type AllotMode, allotBody } from './allot';
import { allotPersons } from './person-calls';

const fieldOf = (key: string) => PERSON_RESOURCE.fields.find((field) => field.key === key) as ResourceField;

/** The fields of each mode with the seed's message when one is left empty (seed 000 §5). */
const FIELDS: Record<AllotMode, [ResourceField, string][]> = {
  1: [
    [fieldOf('companyId'), MESSAGES.companyRequired],
    [fieldOf('teamId'), MESSAGES.teamRequired],
  ],
  2: [
    [fieldOf('companyId'), MESSAGES.companyRequired],
    [fieldOf('workerTypeId'), MESSAGES.workTypeRequired],
  ],
};

export interface AllotDialogProps {
  /** 1 assigns a team, 2 a work type (a post for managers): seed 000 §2. */
  mode: AllotMode;
  projectId: string;
  personType: PersonType;
  personIds: string[];
  onClose(): void;
  /** After the server took it: its message has been shown. */
  onDone(): void;
}

/**
 * The allot dialog (seed 000 §4, §5, §7): a company, then its team (mode 1) or a work type (mode 2; a
 * manager's post), each required with the seed's message when left; picking a company reloads its teams
 * (the person form's selects, so the same choices). Submitting an invalid form only shows the messages.
 */
export function AllotDialog({ mode, projectId, personType, personIds, onClose, onDone }: AllotDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Row>();
  const [saving, setSaving] = useState(false);
  const scope = { resource: PERSON_RESOURCE, projectId, fixed: { personType } };
  const manager = personType === 'MANAGER';
  const title =
    mode === 1 ? t('realName.allotTeam') : t(manager ? 'realName.allotPost' : 'realName.allotWorkType');
  const labelOf = (key: string) =>
    key === 'workerTypeId' && manager ? t('realName.post') : t(`person.fields.${key}`);

  const submit = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      Message.success(await allotPersons(allotBody(mode, projectId, personIds, values)));
      onDone();
    } catch (error) {
      ignoreNotified(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={title}
      onCancel={onClose}
      data-testid="allot-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit} data-testid="allot-submit">
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <Form form={form} layout="vertical" onValuesChange={teamFollowsCompany(form)}>
        {FIELDS[mode].map(([field, message]) => (
          <Form.Item
            key={field.key}
            field={field.key}
            label={labelOf(field.key)}
            rules={[{ required: true, message: localiseMessage(message, t) }]}
            validateTrigger={['onBlur', 'onChange']}
            data-testid={`allot-${field.key}`}
          >
            <FieldControl field={field} scope={scope} label={labelOf(field.key)} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
