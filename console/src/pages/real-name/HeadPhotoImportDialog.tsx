import { Alert, Button, Message, Modal, Progress, Space, Typography, Upload } from '@arco-design/web-react';
import type { UploadItem } from '@arco-design/web-react/es/Upload';
import { IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../../api/envelope';
import { openTaskCentre } from '../../app/dialogs/task-centre/task-centre-store';
import { importHeadPhotos } from './person-calls';

/**
 * Head-photo import (PERSON_API.importHeadImg): one zip or many pictures named by ID number or job number.
 * The server runs it as a task; its message is shown with a way to the task centre.
 */
export function HeadPhotoImportDialog({ projectId, onClose }: { projectId: string; onClose(): void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadItem[]>([]);
  const [percent, setPercent] = useState<number>();
  const [started, setStarted] = useState<string>();

  const start = async () => {
    const chosen = files.flatMap((item) => (item.originFile ? [item.originFile] : []));
    if (!chosen.length) {
      Message.warning(t('realName.chooseFilesFirst'));
      return;
    }
    setPercent(0);
    try {
      const answer = await importHeadPhotos(projectId, chosen, setPercent);
      Message.success(answer.message);
      setStarted(answer.message);
    } catch (error) {
      ignoreNotified(error);
    } finally {
      setPercent(undefined);
    }
  };

  return (
    <Modal
      visible
      title={t('realName.headImportTitle')}
      onCancel={onClose}
      data-testid="head-import-dialog"
      footer={
        started ? (
          <Button
            type="primary"
            onClick={() => {
              openTaskCentre();
              onClose();
            }}
            data-testid="head-import-tasks"
          >
            {t('realName.openTaskCentre')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              loading={percent !== undefined}
              onClick={start}
              data-testid="head-import-start"
            >
              {t('realName.startImport')}
            </Button>
          </>
        )
      }
    >
      {started ? (
        <Alert type="success" content={started} data-testid="head-import-started" />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('realName.headImportHint')}</Typography.Text>
          <Upload
            multiple
            autoUpload={false}
            accept=".zip,image/*"
            fileList={files}
            onChange={setFiles}
            data-testid="head-import-files"
          >
            <Button icon={<IconUpload />}>{t('realName.chooseFiles')}</Button>
          </Upload>
          {percent !== undefined && <Progress percent={percent} />}
        </Space>
      )}
    </Modal>
  );
}
