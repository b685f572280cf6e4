import { Message } from '@arco-design/web-react';
import type { IdcardSide } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { uploadIdcardImage } from '../../api/file';
import { currentProjectId } from '../../app/store/session';
import { ImageUpload } from '../../resource/ImageUpload';
import type { CustomControlProps } from '../../resource/ResourceForm';
import { idcardPatch } from './idcard-fill';

/**
 * A picture of one face of the ID card (/front/file/uploadIdcardImg). What the server reads off it fills
 * the form's empty fields; when nothing could be read the user is told to fill them in.
 */
export function IdcardUpload({ side, form, value, onChange }: CustomControlProps & { side: IdcardSide }) {
  const { t } = useTranslation();
  return (
    <ImageUpload
      value={value as string | undefined}
      onChange={onChange}
      testId={`idcard-${side}`}
      buttonText={t(side === 'front' ? 'realName.idcardFront' : 'realName.idcardBack')}
      upload={async (file, onProgress) => {
        const answer = await uploadIdcardImage(file, side, currentProjectId() ?? '', onProgress);
        const readable = Object.keys(idcardPatch({}, answer.idcardInfo, side)).length > 0;
        const patch = idcardPatch(form.getFieldsValue(), answer.idcardInfo, side);
        if (!readable) {
          Message.warning(t('realName.idcardUnread'));
        } else if (Object.keys(patch).length) {
          form.setFieldsValue(patch);
          void form.validate(Object.keys(patch)).catch(() => undefined);
          Message.success(t('realName.idcardRead'));
        }
        return answer.filePath;
      }}
    />
  );
}

/** The person form's controls of the two faces. */
export const IDCARD_CONTROLS = {
  idcardFrontPath: (props: CustomControlProps) => <IdcardUpload {...props} side="front" />,
  idcardBackPath: (props: CustomControlProps) => <IdcardUpload {...props} side="back" />,
};
