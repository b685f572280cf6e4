import { Alert, Button, Modal, Progress, Space, Spin, Typography } from '@arco-design/web-react';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { importFields, type ResourceDescription } from '@site/shared-schema';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../api/envelope';
import { openTaskCentre } from '../app/dialogs/task-centre/task-centre-store';
import { downloadTemplate, type ImportStarted, uploadImport } from './import-calls';
import { PreviewTable } from './PreviewTable';
import type { PreviewOutcome } from './preview';
import { importPreviewer } from './previewer';
import { templateHint } from './template-hint';
import './import-preview.css';
import { StatusResult } from '../app/StatusResult';

export interface ImportDialogProps {
  resource: ResourceDescription;
  projectId: string;
  fixed?: Record<string, string | number>;
  visible: boolean;
  onClose(): void;
}

type Stage =
  | { kind: 'choose'; notice?: 'notXlsx' }
  | { kind: 'reading'; file: File }
  | { kind: 'preview'; file: File; outcome: PreviewOutcome; percent?: number; failed?: boolean }
  | { kind: 'uploaded'; started: ImportStarted };

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);

/** The preview of a file; a worker that fails to read it (out of memory, a broken file) means unreadable. */
async function readPreview(file: File, resource: ResourceDescription): Promise<PreviewOutcome> {
  try {
    const previewer = await importPreviewer();
    return await previewer.previewWorkbook(await file.arrayBuffer(), importFields(resource));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * Imports a file into a resource: template download, a preview of the chosen .xlsx read and checked in a
 * Web Worker with the server's checks (so the file can be fixed first), then the upload, which starts a
 * task of the task centre.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('importPreview.title')}
      visible={props.visible}
      onCancel={props.onClose}
      footer={null}
      unmountOnExit
      style={{ width: '80%' }}
    >
      <ImportSteps {...props} />
    </Modal>
  );
}

function ImportSteps({ resource, projectId, fixed = {}, onClose }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const chosen = useRef<File>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [downloading, setDownloading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isXlsx(file)) {
      setStage({ kind: 'choose', notice: 'notXlsx' });
      return;
    }
    chosen.current = file;
    setStage({ kind: 'reading', file });
    const outcome = await readPreview(file, resource);
    // A file chosen meanwhile replaces this one.
    if (chosen.current === file) setStage({ kind: 'preview', file, outcome });
  };

  const template = () => {
    setDownloading(true);
    downloadTemplate(resource, projectId, fixed)
      .catch(ignoreNotified)
      .finally(() => setDownloading(false));
  };

  const upload = async () => {
    if (stage.kind !== 'preview') return;
    const progress = (percent: number) => setStage({ ...stage, percent, failed: false });
    progress(0);
    try {
      const started = await uploadImport(resource, projectId, fixed, stage.file, progress);
      setStage({ kind: 'uploaded', started });
    } catch (error) {
      setStage({ ...stage, percent: undefined, failed: true });
      ignoreNotified(error);
    }
  };

  if (stage.kind === 'uploaded') {
    return (
      <StatusResult
        status="success"
        title={t('importPreview.uploaded')}
        subTitle={
          <>
            <div data-testid="import-result-message">{stage.started.message}</div>
            <div>{t('importPreview.uploadedHint')}</div>
          </>
        }
        extra={
          <Space>
            <Button
              type="primary"
              data-testid="import-open-task-centre"
              onClick={() => {
                onClose();
                openTaskCentre();
              }}
            >
              {t('importPreview.openTaskCentre')}
            </Button>
            <Button onClick={onClose}>{t('importPreview.close')}</Button>
          </Space>
        }
      />
    );
  }

  const uploading = stage.kind === 'preview' && stage.percent !== undefined;
  const file = stage.kind === 'choose' ? undefined : stage.file;
  const bad = stage.kind === 'preview' && (!stage.outcome.ok || stage.outcome.preview.bad > 0);

  return (
    <div data-testid="import-dialog">
      <Typography.Paragraph type="secondary">{templateHint(resource, t, i18n.language)}</Typography.Paragraph>
      <div className="import-preview__file">
        {resource.api.template && (
          <Button
            icon={<IconDownload />}
            loading={downloading}
            onClick={template}
            data-testid="import-template"
          >
            {t('importPreview.downloadTemplate')}
          </Button>
        )}
        <Button
          icon={<IconUpload />}
          disabled={uploading}
          onClick={() => input.current?.click()}
          data-testid="import-choose"
        >
          {file ? t('importPreview.chooseAnother') : t('importPreview.chooseFile')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="import-preview__input"
          data-testid="import-file-input"
          onChange={choose}
        />
        {file && (
          <Typography.Text data-testid="import-file-name">
            {t('importPreview.chosen', { name: file.name })}
          </Typography.Text>
        )}
      </div>
      {stage.kind === 'choose' && stage.notice && (
        <Alert type="error" content={t(`importPreview.${stage.notice}`)} />
      )}
      {stage.kind === 'reading' && <Spin tip={t('importPreview.reading')} data-testid="import-reading" />}
      {stage.kind === 'preview' && <PreviewOutcomeView resource={resource} outcome={stage.outcome} />}
      {stage.kind === 'preview' && stage.failed && (
        <Alert type="error" className="import-preview__alert" content={t('importPreview.uploadFailed')} />
      )}
      {uploading && <Progress percent={stage.percent ?? 0} data-testid="import-upload-progress" />}
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('importPreview.close')}</Button>
        <Button
          type="primary"
          status={bad ? 'warning' : 'default'}
          disabled={stage.kind !== 'preview' || !resource.api.import}
          loading={uploading}
          onClick={upload}
          data-testid="import-upload"
        >
          {bad ? t('importPreview.uploadAnyway') : t('importPreview.upload')}
        </Button>
      </div>
    </div>
  );
}

function PreviewOutcomeView({
  resource,
  outcome,
}: {
  resource: ResourceDescription;
  outcome: PreviewOutcome;
}) {
  const { t } = useTranslation();
  if (!outcome.ok)
    return <Alert type="error" content={t('importPreview.unreadable')} data-testid="import-unreadable" />;
  if (outcome.preview.rows.length === 0) {
    return <Alert type="warning" content={t('importPreview.emptySheet')} data-testid="import-empty" />;
  }
  return <PreviewTable resource={resource} preview={outcome.preview} />;
}
