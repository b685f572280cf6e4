import { Button, Message } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../api/file';
import { currentProjectId } from '../../../app/store/session';

/**
 * Uploads one file of the current project's screen through the console's file api and hands back its URL.
 * A button over a file input rather than Arco's Upload, whose list, previews and progress rings the
 * designer does not show and whose code came with the canvas settings on every opening.
 */
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
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = (file: File) => {
    setPercent(0);
    uploadFile(file, fileType, setPercent, currentProjectId())
      .then((answer) => {
        onUploaded(answer.fileUrl);
        Message.success(t('designer.panel.uploaded'));
      })
      // The http client has already shown the server's message.
      .catch(() => undefined)
      .finally(() => setPercent(null));
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={`upload-${fileType}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload(file);
        }}
      />
      <Button
        size="small"
        icon={<IconUpload />}
        loading={percent !== null}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {percent === null ? t('designer.panel.upload') : `${percent}%`}
      </Button>
    </>
  );
}
