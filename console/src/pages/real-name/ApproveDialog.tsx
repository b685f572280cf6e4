import { Button, Descriptions, Form, Input, Message, Modal, Radio } from '@arco-design/web-react';
import { TEMPORARY_RESOURCE } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../api/envelope';
import { type Row, resourceCalls } from '../../api/resource-calls';
import { DraftNotice } from '../../resource/DraftNotice';
import { formHoldsChanges, useDismissGuard } from '../../resource/dismiss-guard';
import { labelsOf } from '../../resource/fields';
import { useFormDraft } from '../../resource/form-draft';
import { ResourceHistory } from '../../resource/ResourceHistory';
import { reviewVisitors } from './person-calls';

export type Decision = 1 | 2;

interface ApproveValues {
  approveStatus: Decision;
  approveOpinion?: string;
}

const SHOWN = ['personName', 'visitorCompany', 'visitReason', 'visitStartTime', 'visitEndTime'];

/**
 * The review of a visitor (approve-staff): approve or refuse, an opinion required to refuse, and the trail
 * of the record from its history. A review that got no decision is kept as a draft (form-draft.ts).
 */
export function ApproveDialog({
  projectId,
  visitor,
  decision,
  onClose,
  onDone,
}: {
  projectId: string;
  visitor: Row;
  decision: Decision;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApproveValues>();
  const [saving, setSaving] = useState(false);
  const refusing = Form.useWatch('approveStatus', form) === 2;
  const labelOf = labelsOf(TEMPORARY_RESOURCE, t);
  const calls = useMemo(() => resourceCalls(TEMPORARY_RESOURCE, { projectId }), [projectId]);
  const id = String(visitor.temporaryId);
  const opinionLabel = t('realName.approveOpinion');
  const { draft, keepIfUndecided, drop } = useFormDraft<ApproveValues>('visitor-review', id);
  const close = () => {
    drop();
    onClose();
  };
  const dismissal = useDismissGuard(formHoldsChanges(form, draft), close);

  const submit = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      Message.success(
        await reviewVisitors(projectId, [id], values.approveStatus, values.approveOpinion?.trim() ?? ''),
      );
      drop();
      onDone();
    } catch (error) {
      keepIfUndecided(error, values);
      ignoreNotified(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      title={t('realName.approveTitle', { name: String(visitor.personName ?? '') })}
      {...dismissal}
      style={{ width: 720 }}
      data-testid="approve-dialog"
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit} data-testid="approve-submit">
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <DraftNotice shown={Boolean(draft)} />
      <Descriptions
        column={1}
        size="small"
        data={SHOWN.map((key) => ({ label: labelOf(key), value: String(visitor[key] ?? '') }))}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={draft ?? { approveStatus: decision }}
        onValuesChange={(changed) => {
          if ('approveStatus' in changed && form.getFieldError('approveOpinion')) {
            void form.validate(['approveOpinion']).catch(() => undefined);
          }
        }}
        style={{ marginTop: 16 }}
      >
        <Form.Item field="approveStatus" label={t('realName.approveResult')}>
          <Radio.Group type="button" data-testid="approve-decision">
            <Radio value={1}>{t('realName.approve')}</Radio>
            <Radio value={2}>{t('realName.refuse')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          field="approveOpinion"
          label={opinionLabel}
          required={refusing}
          validateTrigger={['onBlur']}
          rules={[
            {
              validator: (value: string | undefined, callback) =>
                callback(
                  form.getFieldValue('approveStatus') === 2 && !value?.trim()
                    ? t('resource.rules.enter', { label: opinionLabel })
                    : undefined,
                ),
            },
          ]}
          data-testid="approve-opinion"
        >
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} placeholder={opinionLabel} />
        </Form.Item>
      </Form>
      <h4>{t('realName.approveTrail')}</h4>
      <ResourceHistory resource={TEMPORARY_RESOURCE} calls={calls} id={id} labelOf={labelOf} />
    </Modal>
  );
}
