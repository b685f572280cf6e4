import { Button, Message, Upload } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../api/file';
import { currentProjectId } from '../../../app/store/session';

/** Uploads one file of the current project's screen through the console's file api and hands back its URL. */
export function UploadButton({
  fileType,
  accept,
  disabled,
  onUploaded,
}: {
  /** The seed's fileType: otherImg for pictures, videoFile for videos. */
  fileType: string;
  accept: string;
  disabled: boolean;
  onUploaded(url: string): void;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  return (
    <Upload
      accept={accept}
      disabled={disabled || percent !== null}
      showUploadList={false}
      autoUpload
      customRequest={({ file }) => {
        setPercent(0);
        uploadFile(file, fileType, setPercent, currentProjectId())
          .then((answer) => {
            onUploaded(answer.fileUrl);
            Message.success(t('designer.panel.uploaded'));
          })
          // The http client has already shown the server's message.
          .catch(() => undefined)
          .finally(() => setPercent(null));
      }}
    >
      <Button size="small" icon={<IconUpload />} loading={percent !== null}>
        {percent === null ? t('designer.panel.upload') : `${percent}%`}
      </Button>
    </Upload>
  );
}
