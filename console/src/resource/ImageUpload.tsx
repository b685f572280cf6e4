import { Button, Progress, Space, Upload } from '@arco-design/web-react';
import { IconDelete, IconUpload } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreNotified } from '../api/envelope';
import { IMAGE_FILE_TYPE, uploadFile } from '../api/file';
import { currentProjectId } from '../app/store/session';
import { Thumbnail } from './Thumbnail';

/** Stores a picture and answers its server path. */
export type ImageUploader = (file: File, onProgress: (percent: number) => void) => Promise<string>;

/** A picture of a record of the current project: the project's file. */
const uploadImage: ImageUploader = async (file, onProgress) =>
  (await uploadFile(file, IMAGE_FILE_TYPE, onProgress, currentProjectId())).filePath;

export interface ImageUploadProps {
  /** The stored path ('' or nothing when none). */
  value?: string;
  onChange?(path: string): void;
  /** How the picture is stored; /front/file/upload by default. */
  upload?: ImageUploader;
  /** The upload button's text; 上传图片 by default. */
  buttonText?: string;
  testId?: string;
}

/**
 * A form control holding one picture's path: a thumbnail with a preview, an upload with progress and a
 * remove. A failed upload keeps the picture there was (the error toast has told the user).
 */
export function ImageUpload({ value, onChange, upload = uploadImage, buttonText, testId }: ImageUploadProps) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number>();
  return (
    <Space align="center" data-testid={testId}>
      <Thumbnail path={value} size={64} />
      <Upload
        accept="image/*"
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          setPercent(0);
          upload(file, setPercent)
            .then((path) => {
              onChange?.(path);
              onSuccess({ path });
            })
            .catch((error: unknown) => {
              onError(error as object);
              ignoreNotified(error);
            })
            .finally(() => setPercent(undefined));
        }}
      >
        <Button
          icon={<IconUpload />}
          loading={percent !== undefined}
          data-testid={testId && `${testId}-upload`}
        >
          {buttonText ?? t('resource.uploadImage')}
        </Button>
      </Upload>
      {percent !== undefined && <Progress percent={percent} size="small" width={80} />}
      {value && (
        <Button
          icon={<IconDelete />}
          aria-label={t('resource.removeImage')}
          onClick={() => onChange?.('')}
          data-testid={testId && `${testId}-remove`}
        />
      )}
    </Space>
  );
}
