import { Alert, Button, Form, Message, Modal, Spin, Tabs } from '@arco-design/web-react';
import type { ResourceDescription } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ResourceCalls, Row } from '../api/resource-calls';
import { DraftNotice } from './DraftNotice';
import { formHoldsChanges, useDismissGuard } from './dismiss-guard';
import { dialogFields, type FormField, type LabelOf, nameKey } from './fields';
import { useFormDraft } from './form-draft';
import { initialFormValues, submitValues } from './form-values';
import type { OptionScope } from './options';
import { type FormExtras, ResourceForm } from './ResourceForm';
import { ResourceHistory } from './ResourceHistory';
import { showRefusal } from './refusal';

/** What the dialog opens on: a new record, one to edit, or only the history of one. */
export type DialogTarget = { mode: 'add' } | { mode: 'edit' | 'history'; record: Row };

export interface ResourceDialogProps {
  resource: ResourceDescription;
  calls: ResourceCalls;
  scope: OptionScope;
  /** The form's fields (formFields): an edit leaves out those of the add only. */
  fields: readonly FormField[];
  target: DialogTarget;
  labelOf: LabelOf;
  extras?: FormExtras;
  onClose(): void;
  onSaved(): void;
}

/**
 * The add/edit dialog: the form (a record to edit is read again through `query` when the resource has
 * one) and, for a saved record, its history. A refused save keeps everything typed and shows why: beside
 * the field the server names, else above the form. A save that got no decision (server out of reach,
 * session ended) is kept as a draft (form-draft.ts), which the same dialog starts from when opened again.
 */
export function ResourceDialog(props: ResourceDialogProps) {
  const { resource, calls, scope, target, labelOf, extras, onClose, onSaved } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Row>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const id = target.mode === 'add' ? undefined : String(target.record[resource.idKey]);
  const fields = useMemo(
    () => dialogFields(props.fields, target.mode === 'add' ? 'add' : 'edit'),
    [props.fields, target.mode],
  );
  const fresh = target.mode === 'edit' && resource.api.query;
  // Each opening reads the record anew: the form takes its first values once, so a cached copy would stay.
  const [openedAt] = useState(Date.now);
  const {
    data: loaded,
    isLoading,
    error: unreadable,
  } = useSWR(fresh ? ['resource-record', resource.name, id, openedAt] : null, () => calls.query(id!));
  const record = target.mode === 'add' ? undefined : (loaded ?? (fresh ? undefined : target.record));
  const { draft, keepIfUndecided, drop } = useFormDraft<Row>(resource.name, id);
  const initial = useMemo(() => initialFormValues(fields, draft ?? record), [fields, draft, record]);
  const name = t(nameKey(resource));
  // Closing the dialog is the user setting its draft aside.
  const close = () => {
    drop();
    onClose();
  };
  const dismissal = useDismissGuard(formHoldsChanges(form, draft), close);
  const title = target.mode === 'add' ? t('resource.addTitle', { name }) : t('resource.editTitle', { name });

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    setRefusal(undefined);
    const body = submitValues(fields, values);
    try {
      const message = id ? await calls.update(id, body) : await calls.add(body);
      drop();
      Message.success(message);
      onSaved();
    } catch (error) {
      keepIfUndecided(error, body);
      setRefusal(
        showRefusal(
          error,
          form,
          fields.map(({ field }) => field.key),
          labelOf,
        ),
      );
    } finally {
      setSaving(false);
    }
  };

  if (target.mode === 'history') {
    return (
      <Modal
        visible
        title={t('resource.historyTitle', { name, title: String(target.record[resource.titleKey] ?? '') })}
        footer={null}
        onCancel={onClose}
        maskClosable
        style={{ width: 720 }}
        data-testid="resource-dialog"
      >
        <ResourceHistory resource={resource} calls={calls} id={id!} labelOf={labelOf} />
      </Modal>
    );
  }

  // The record could not be read again (deleted meanwhile, say): nothing to edit, the toast said why.
  const ready = !(fresh && (isLoading || unreadable));
  const formPane = !ready ? (
    unreadable ? (
      <Alert type="error" content={String((unreadable as Error).message)} />
    ) : (
      <Spin style={{ display: 'block' }} />
    )
  ) : (
    <>
      <DraftNotice shown={Boolean(draft)} />
      <ResourceForm
        scope={scope}
        form={form}
        fields={fields}
        initial={initial}
        labelOf={labelOf}
        extras={extras}
      />
    </>
  );
  return (
    <Modal
      visible
      title={title}
      {...dismissal}
      style={{ width: 860 }}
      className="resource-dialog"
      data-testid="resource-dialog"
      footer={
        <>
          {/* Beside the buttons, so it is seen however far the form is scrolled. */}
          {refusal && (
            <Alert
              type="error"
              content={refusal}
              className="resource-refusal"
              data-testid="resource-refusal"
            />
          )}
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!ready}
            onClick={save}
            data-testid="resource-submit"
          >
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      {id && resource.api.history ? (
        <Tabs defaultActiveTab="form">
          <Tabs.TabPane key="form" title={t('resource.formTab')}>
            {formPane}
          </Tabs.TabPane>
          <Tabs.TabPane key="history" title={t('resource.history')}>
            <ResourceHistory resource={resource} calls={calls} id={id} labelOf={labelOf} />
          </Tabs.TabPane>
        </Tabs>
      ) : (
        formPane
      )}
    </Modal>
  );
}
