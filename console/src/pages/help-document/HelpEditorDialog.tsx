import { Alert, Button, Input, Modal, Spin } from '@arco-design/web-react';
import { checkHelpName } from '@site/shared-schema';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryHelpDocument } from '../../api/help';
import { DraftNotice } from '../../resource/DraftNotice';
import { useDismissGuard } from '../../resource/dismiss-guard';
import { useFormDraft } from '../../resource/form-draft';
import { helpAdminCalls } from './help-admin-calls';
import { helpProblemText } from './help-problem';
import { previewMarkdown } from './markdown';

interface HelpDraft {
  name: string;
  source: string;
}

/** The draft of an edit is that node's; of an add, that of the same kind in the same folder. */
const draftId = (editing: HelpEditing) =>
  editing.mode === 'edit' ? editing.documentId : `new-${editing.type}-${editing.parentId ?? 'top'}`;

/** What the editor opens on: a new folder or document (in a folder, or at the top), or a node to edit. */
export type HelpEditing =
  | { mode: 'add'; type: 'MENU' | 'DOCUMENT'; parentId: string | null }
  | { mode: 'edit'; type: 'MENU' | 'DOCUMENT'; documentId: string; name: string };

/**
 * Adds or edits a folder or a document. A document is written in Markdown (HTML allowed) beside a live
 * preview rendered and sanitised as readers will see it. A refusal shows above the form and keeps what
 * was typed; a save that got no decision is kept as a draft (form-draft.ts) the same editor starts from.
 */
export function HelpEditorDialog(props: {
  editing: HelpEditing;
  onClose: () => void;
  onSaved: (documentId: string) => void;
}) {
  const { editing, onClose, onSaved } = props;
  const { t } = useTranslation();
  const { draft, keepIfUndecided, drop } = useFormDraft<HelpDraft>('help-document', draftId(editing));
  const [name, setName] = useState(draft?.name ?? (editing.mode === 'edit' ? editing.name : ''));
  const [source, setSource] = useState(draft?.source ?? '');
  const [edited, setEdited] = useState(Boolean(draft));
  // A draft is newer than the document: it is not read again over it.
  const reads = editing.mode === 'edit' && editing.type === 'DOCUMENT' && !draft;
  const [loading, setLoading] = useState(reads);
  // The refusal itself, put in words at render: a language switch neither loses it nor reloads the document.
  const [problem, setProblem] = useState<unknown>();
  const [saving, setSaving] = useState(false);
  const isDocument = editing.type === 'DOCUMENT';
  const preview = useMemo(() => (isDocument ? previewMarkdown(source) : ''), [isDocument, source]);

  useEffect(() => {
    if (!reads || editing.mode !== 'edit') return;
    queryHelpDocument(editing.documentId)
      .then((document) => setSource(document.documentSource ?? ''))
      .catch(setProblem)
      .finally(() => setLoading(false));
  }, [editing, reads]);

  const close = () => {
    drop();
    onClose();
  };
  const dismissal = useDismissGuard(() => edited, close);

  const save = async () => {
    const local = checkHelpName(name);
    if (local) {
      setProblem(local);
      return;
    }
    setSaving(true);
    try {
      const documentSource = isDocument ? source : undefined;
      if (editing.mode === 'edit') {
        await helpAdminCalls.update({ documentId: editing.documentId, name, documentSource });
        drop();
        onSaved(editing.documentId);
      } else {
        const added = await helpAdminCalls.add({
          parentId: editing.parentId,
          type: editing.type,
          name,
          documentSource,
        });
        drop();
        onSaved(added.documentId);
      }
    } catch (error) {
      keepIfUndecided(error, { name, source });
      setProblem(error);
    } finally {
      setSaving(false);
    }
  };

  const title =
    editing.mode === 'edit'
      ? t(isDocument ? 'helpAdmin.editDocument' : 'helpAdmin.editFolder')
      : t(isDocument ? 'helpAdmin.addDocument' : 'helpAdmin.addFolder');
  return (
    <Modal
      visible
      title={title}
      style={{ width: isDocument ? 1000 : 480 }}
      {...dismissal}
      footer={
        <>
          <Button onClick={close}>{t('helpAdmin.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={loading}
            onClick={save}
            data-testid="help-editor-save"
          >
            {t('helpAdmin.save')}
          </Button>
        </>
      }
    >
      <DraftNotice shown={Boolean(draft)} />
      {problem !== undefined && (
        <Alert
          type="error"
          content={helpProblemText(t, problem)}
          style={{ marginBottom: 12 }}
          data-testid="help-editor-problem"
        />
      )}
      <label className="help-editor__label">
        {t('helpAdmin.name')}
        <Input
          value={name}
          maxLength={50}
          onChange={(typed) => {
            setName(typed);
            setEdited(true);
          }}
          data-testid="help-editor-name"
        />
      </label>
      {isDocument && (
        <Spin loading={loading} block>
          <div className="help-editor__panes">
            <label className="help-editor__label">
              {t('helpAdmin.source')}
              <Input.TextArea
                value={source}
                onChange={(typed) => {
                  setSource(typed);
                  setEdited(true);
                }}
                autoSize={{ minRows: 16, maxRows: 24 }}
                data-testid="help-editor-source"
              />
              <span className="help-editor__hint">{t('helpAdmin.sourceHint')}</span>
            </label>
            <section className="help-editor__label">
              {t('helpAdmin.preview')}
              <div
                className="help-page__html help-editor__preview"
                // Sanitised by DOMPurify (sanitize.ts): nothing of it can run.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
                dangerouslySetInnerHTML={{ __html: preview }}
                data-testid="help-editor-preview"
              />
            </section>
          </div>
        </Spin>
      )}
    </Modal>
  );
}
